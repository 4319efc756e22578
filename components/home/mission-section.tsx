import { missionSection } from '@/content/home';
import { MissionDiagram } from './mission-diagram';
import { SectionHeader } from './section-header';

export function MissionSection() {
  return (
    <section id="mision" aria-labelledby="mision-titulo" className="bg-surface py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeader
            id="mision-titulo"
            eyebrow={missionSection.title}
            title={missionSection.heading}
          />
          {missionSection.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink-muted">
              {paragraph}
            </p>
          ))}
        </div>
        <MissionDiagram />
      </div>
    </section>
  );
}
