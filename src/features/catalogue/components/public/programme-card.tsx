import { PROGRAMME_ON_REQUEST, programmeChapters } from "@/features/formations/public";
import { BulletList, DetailCard } from "./detail-card";

/** The training programme, chapter by chapter in reading order, or the 'on request' sentence. */
export function ProgrammeCard({
  programme,
  order,
}: {
  programme: unknown;
  order: readonly string[] | null;
}) {
  const chapters = programmeChapters(programme, order);
  return (
    <DetailCard title="Programme" icon="book-open" testId="programme">
      {chapters ? (
        <ol className="programme">
          {chapters.map((chapter, index) => (
            <li key={index}>
              <h3>{chapter.title}</h3>
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
