import { Icon } from "@/components/ui/icon";
import { PROGRAMME_ON_REQUEST, programmeChapters } from "../../programme";
import { BulletList, DetailCard } from "./detail-card";

/** The training programme, chapter by chapter in reading order, or the 'on request' sentence. */
export function ProgrammeCard({ programme, order }: { programme: unknown; order: readonly string[] | null }) {
  const chapters = programmeChapters(programme, order);
  return (
    <DetailCard title="Programme" icon={<Icon name="book-open" className="size-6 text-brand-blue-ink" />} testId="programme">
      {chapters ? (
        <ol className="space-y-6">
          {chapters.map((chapter) => (
            <li key={chapter.title}>
              <h3 className="mb-2 font-display text-lg font-bold text-ink">{chapter.title}</h3>
              {typeof chapter.content === "string" ? (
                <p>{chapter.content}</p>
              ) : (
                <BulletList items={chapter.content} />
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>{PROGRAMME_ON_REQUEST}</p>
      )}
    </DetailCard>
  );
}
