import { pgTable, integer, text, jsonb, timestamp, primaryKey, check } from "drizzle-orm/pg-core";
import { registrations } from "@/features/registrations/tables";
import { questionnaires, type QuestionnaireAnswer } from "./constants";
import { sql } from "drizzle-orm";

/**
 * A trainee's answers before the course (Qualiopi indicators 4 and 8): their needs, from the
 * registration form or their page, and the formation's positioning questionnaire. Once per
 * registration and questionnaire; answering again replaces the answers while the page allows it.
 */
export const questionnaireAnswers = pgTable(
  "questionnaire_answers",
  {
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    questionnaire: text("questionnaire", { enum: questionnaires }).notNull(),
    answers: jsonb("answers").$type<QuestionnaireAnswer[]>().notNull(),
    answered_at: timestamp("answered_at", { withTimezone: true }).notNull(),
    // Who entered the answers when it was not the trainee: the trainer's name, as the session
    // names them (the evaluation at the end, entered instead of the trainee's own).
    entered_by: text("entered_by"),
  },
  (table) => [
    primaryKey({ columns: [table.registration_id, table.questionnaire] }),
    check(
      "questionnaire_answers_questionnaire",
      sql`${table.questionnaire} IN ('needs', 'positioning', 'self_before', 'self_after', 'quiz', 'results')`,
    ),
    check("questionnaire_answers_array", sql`jsonb_typeof(${table.answers}) = 'array'`),
  ],
);
