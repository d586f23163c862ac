// What the import graph's reader (tests/support/import-graph.ts) keeps of a file: its value
// imports, whatever their layout, and not its imports of types only.
import type { Metadata } from "next";
import { eq, type SQL } from "drizzle-orm";
import {
  a,
  // a comment between the names
} from "./cycle-a";

export type { NextRequest } from "next/server";

export const fixture = async (): Promise<[Metadata | null, SQL, unknown, string]> => [
  null,
  eq(a as never, 1),
  a,
  (await import("node:path")).sep,
];
