// Scripts read the same .env files as the Next.js server; imported first by each script.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());
