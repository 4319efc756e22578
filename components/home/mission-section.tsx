import { Section } from '@/components/ui/section';
import { missionSection } from '@/content/home';
import { MissionDiagram } from './mission-diagram';
import { MissionDiagramMarkup } from './mission-diagram-markup';

export function MissionSection() {
  return (
    <Section
      id="mision"
      eyebrow={missionSection.title}
      title={missionSection.heading}
      tone="surface"
      spacing="roomy"
      aside={
        <MissionDiagram>
          <MissionDiagramMarkup />
        </MissionDiagram>
      }
    >
      {missionSection.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink-muted">
          {paragraph}
        </p>
      ))}
    </Section>
  );
}
