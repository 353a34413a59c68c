// The voice profile as a person would rather look at it than read it: a summary in the interface
// language (what the voice was learned from, in the same figures as the cards below it, and what was set
// aside), the tone mix and content types as charts, one plain line per writing habit, how far to trust
// the profile and what would raise that, and the first two samples.
import { TONES, type Tone } from '@inkprint/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { ProgressBar, type ProgressTone } from '../../../components/ui/progress-bar';
import { type Formatters, useFormatters } from '../../../lib/format';
import {
  commaBand,
  documentsToAdd,
  paragraphBand,
  sampleExcerpts,
  sampleParagraphs,
  sentenceBand,
  wordsToAdd,
} from '../analysis-text';
import type { VoiceAnalysis, VoiceProfileSummary } from '../types';
import { AnalyzeButton } from './analyze-button';
import { type Bar, BarChart } from './bar-chart';

type T = TFunction<'voice-setup'>;

interface VoiceAnalysisPanelProps {
  profile: VoiceProfileSummary;
  analysis: VoiceAnalysis;
  onAnalyzed: () => void;
}

function enumLabel(t: T, group: string, value: string): string {
  return t(`enums.${group}.${value}`, { defaultValue: value.replaceAll('_', ' ') });
}

function summaryText(t: T, analysis: VoiceAnalysis, format: Formatters): string[] {
  const summary = analysis.content_summary;
  if (summary.key !== 'summary') return [t('analysis.summaryEmpty')];
  const p = summary.params;
  // What the voice was learned from: the figures of the cards (profiles stored before these were counted
  // have only the totals).
  const counts = {
    words: t('analysis.wordCount', { count: p.learned_words ?? p.words }),
    sections: t('analysis.sectionCount', { count: p.learned_sections ?? p.sections }),
    documents: t('analysis.documentCount', { count: p.learned_documents ?? p.documents }),
  };
  const language = p.language === 'other' ? null : format.language(p.language);
  const first = language
    ? t('analysis.summary', { ...counts, language })
    : t('analysis.summaryOtherLanguage', counts);
  const tones = new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(
    p.tones.map((tone: Tone) => enumLabel(t, 'tone', tone)),
  );
  const second = t('analysis.summaryDetails', {
    contentType: enumLabel(t, 'contentType', p.content_type),
    tones: tones || enumLabel(t, 'tone', 'neutral'),
    complexity: enumLabel(t, 'complexity', p.complexity),
    vocabulary: enumLabel(t, 'vocabulary', p.vocabulary),
  });
  const setAside = [
    ...(p.other_language_words ? [t('analysis.setAsideLanguages', { count: p.other_language_words })] : []),
    ...(p.minor_words ? [t('analysis.setAsideMinor', { count: p.minor_words })] : []),
  ];
  return [first, ...setAside, second];
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('rounded-xl border border-gray-200 p-4 dark:border-charcoal-700', className)}>
      <h3 className="font-semibold">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-ink-50 px-4 py-3 dark:bg-charcoal-700">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-800 dark:text-ink-200">{label}</dt>
      <dd className="mt-1 text-lg font-semibold break-words first-letter:uppercase">{value}</dd>
    </div>
  );
}

function Fact({ label, lines }: { label: string; lines: string[] }) {
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <dt className="text-sm font-semibold">{label}</dt>
      {lines.map((line) => (
        <dd key={line} className="mt-0.5 text-sm text-gray-700 dark:text-gray-300">
          {line}
        </dd>
      ))}
    </div>
  );
}

function toneBars(t: T, analysis: VoiceAnalysis, format: Formatters): Bar[] {
  const { tone_scores, dominant_tones } = analysis.tone_characteristics;
  return TONES.filter((tone) => typeof tone_scores[tone] === 'number')
    .map((tone) => ({ tone, score: tone_scores[tone] ?? 0 }))
    .sort((a, b) => b.score - a.score)
    .map(({ tone, score }) => ({
      key: tone,
      label: enumLabel(t, 'tone', tone),
      share: score,
      valueText: format.percent(score),
      highlight: dominant_tones.includes(tone as Tone),
    }));
}

function typeBars(t: T, analysis: VoiceAnalysis, format: Formatters): Bar[] {
  const { type_distribution, primary_content_type } = analysis.content_types;
  return Object.entries(type_distribution)
    .filter((entry): entry is [string, { count: number; percentage: number }] => Boolean(entry[1]))
    .sort((a, b) => b[1].percentage - a[1].percentage)
    .map(([type, { percentage }]) => ({
      key: type,
      label: enumLabel(t, 'contentType', type),
      share: percentage / 100,
      valueText: format.percent(percentage / 100),
      highlight: type === primary_content_type,
    }));
}

function styleFacts(t: T, analysis: VoiceAnalysis, format: Formatters) {
  const style = analysis.writing_style;
  const vocabulary = analysis.vocabulary_analysis;
  const facts: Array<{ label: string; lines: string[] }> = [];
  facts.push({
    label: t('analysis.style.sentences'),
    lines: [
      t(`analysis.style.sentences${sentenceBand(style.avg_sentence_length)}`, {
        words: format.decimal(style.avg_sentence_length),
      }),
    ],
  });
  if (style.avg_paragraph_length > 0)
    facts.push({
      label: t('analysis.style.paragraphs'),
      lines: [
        t(`analysis.style.paragraphs${paragraphBand(style.avg_paragraph_length)}`, {
          words: format.decimal(style.avg_paragraph_length),
        }),
      ],
    });
  facts.push({
    label: t('analysis.style.punctuation'),
    lines: [
      t(`analysis.style.commas${commaBand(style.comma_frequency)}`, {
        commas: format.decimal(style.comma_frequency),
      }),
      t('analysis.style.marks', {
        questions: format.percent(style.question_frequency),
        exclamations: format.percent(style.exclamation_frequency),
      }),
    ],
  });
  const complexity = style.writing_complexity;
  const complexityKey = complexity.charAt(0).toUpperCase() + complexity.slice(1);
  facts.push({
    label: t('analysis.style.complexity'),
    lines: [
      t(`analysis.style.complexity${complexityKey}`),
      ...(style.readability
        ? [t('analysis.style.readability', { score: format.integer(style.readability.score) })]
        : []),
    ],
  });
  const level = vocabulary.vocabulary_level;
  facts.push({
    label: t('analysis.style.vocabulary'),
    lines: [
      t(`analysis.style.vocabulary${level.charAt(0).toUpperCase()}${level.slice(1)}`, {
        long: format.percent(vocabulary.long_word_ratio),
      }),
      t('analysis.style.uniqueWords', { count: vocabulary.unique_words }),
    ],
  });
  return facts;
}

const confidenceTones: Record<'low' | 'medium' | 'high', ProgressTone> = {
  low: 'red',
  medium: 'yellow',
  high: 'green',
};

function Confidence({ analysis }: { analysis: VoiceAnalysis }) {
  const { t } = useTranslation('voice-setup');
  const confidence = analysis.confidence;
  if (!confidence) return null;
  const score = Math.round(confidence.score * 100);
  const summary = analysis.content_summary;
  const documents = summary.key === 'summary' ? summary.params.documents : analysis.files_analyzed;
  // Words count as far as the voice was learned from them (older profiles: every word read).
  const words =
    summary.key === 'summary' ? (summary.params.learned_words ?? analysis.total_words) : analysis.total_words;
  const tips = confidence.reasons
    .map((reason) => {
      if (reason === 'more_words')
        return t('analysis.confidence.reasons.more_words', { count: wordsToAdd(words) });
      if (reason === 'more_documents')
        return t('analysis.confidence.reasons.more_documents', { count: documentsToAdd(documents) });
      const key = `analysis.confidence.reasons.${reason}`;
      return t(key, { defaultValue: '' });
    })
    .filter(Boolean);
  const level = t(`analysis.confidence.level.${confidence.level}`);
  return (
    <Section title={t('analysis.confidence.title')}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            confidence.level === 'high'
              ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100'
              : confidence.level === 'medium'
                ? 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
                : 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
          )}
        >
          {level}
        </span>
        <span className="tabular-nums text-gray-700 dark:text-gray-300">
          {t('analysis.confidence.score', { score })}
        </span>
      </div>
      <ProgressBar
        className="mt-2"
        percent={score}
        tone={confidenceTones[confidence.level]}
        label={t('analysis.confidence.label')}
        valueText={`${level}, ${t('analysis.confidence.score', { score })}`}
      />
      {tips.length > 0 ? (
        <>
          <p className="mt-3 text-sm font-medium">{t('analysis.confidence.raise')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{t('analysis.confidence.enough')}</p>
      )}
    </Section>
  );
}

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className="max-w-full truncate rounded-full bg-gray-100 px-2.5 py-0.5 text-sm text-gray-800 dark:bg-charcoal-700 dark:text-gray-100"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

export function VoiceAnalysisPanel({ profile, analysis, onAnalyzed }: VoiceAnalysisPanelProps) {
  const { t } = useTranslation('voice-setup');
  const format = useFormatters();
  const summary = summaryText(t, analysis, format);
  const tones = toneBars(t, analysis, format);
  const types = typeBars(t, analysis, format);
  const samples = sampleExcerpts(analysis.sample_content ?? []);
  const commonWords = (analysis.vocabulary_analysis.most_common_words ?? []).slice(0, 10).map((w) => w.word);
  const languages = Object.entries(analysis.languages ?? {})
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([code, share]) => {
      const name = code === 'other' ? t('files.otherLanguage') : (format.language(code) ?? code);
      return `${format.capitalise(name)} ${format.percent(share)}`;
    });
  const habits = analysis.habits;
  const habitGroups = habits
    ? [
        { label: t('analysis.habits.greetings'), items: habits.greetings ?? [] },
        { label: t('analysis.habits.signOffs'), items: habits.sign_offs ?? [] },
        { label: t('analysis.habits.phrases'), items: habits.favourite_phrases ?? [] },
      ].filter((group) => group.items.length > 0)
    : [];

  return (
    <Card aria-labelledby="voice-analysis-title" role="region" data-testid="voice-analysis">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="voice-analysis-title" className="text-xl font-semibold">
          {t('analysis.title')}
        </h2>
        <AnalyzeButton again onAnalyzed={onAnalyzed} />
      </div>
      <div className="mt-2 max-w-3xl space-y-1 text-gray-700 dark:text-gray-300">
        {summary.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>

      <dl className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t('analysis.stats.words')} value={format.integer(profile.total_words_analyzed)} />
        <Stat
          label={t('analysis.stats.sections')}
          value={format.integer(profile.content_sections_analyzed)}
        />
        <Stat label={t('analysis.stats.tone')} value={enumLabel(t, 'tone', profile.primary_tone)} />
        <Stat
          label={t('analysis.stats.type')}
          value={enumLabel(t, 'contentType', profile.primary_content_type)}
        />
      </dl>

      <div className="mt-5 grid gap-4 lg:grid-cols-2">
        <Section title={t('analysis.tone.title')}>
          <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{t('analysis.tone.text')}</p>
          <BarChart bars={tones} label={t('analysis.tone.title')} />
          <p className="mt-3 flex items-center gap-2 text-xs text-gray-700 dark:text-gray-300">
            <span
              aria-hidden="true"
              className="inline-block h-2.5 w-5 rounded-full bg-ink-600 dark:bg-ink-400"
            />
            {t('analysis.tone.dominant')}
          </p>
        </Section>
        <Section title={t('analysis.types.title')}>
          <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{t('analysis.types.text')}</p>
          <BarChart bars={types} label={t('analysis.types.title')} />
          {languages.length > 1 ? (
            <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">
              <span className="font-semibold">{t('analysis.languagesLabel')}</span> {languages.join(' · ')}
            </p>
          ) : null}
        </Section>
        <Section title={t('analysis.style.title')}>
          <dl className="divide-y divide-gray-200 dark:divide-charcoal-700">
            {styleFacts(t, analysis, format).map((fact) => (
              <Fact key={fact.label} label={fact.label} lines={fact.lines} />
            ))}
          </dl>
          {commonWords.length > 0 ? (
            <div className="mt-4">
              <h4 className="mb-2 text-sm font-semibold">{t('analysis.style.commonWords')}</h4>
              <Chips items={commonWords} />
            </div>
          ) : null}
        </Section>
        <div className="space-y-4">
          <Confidence analysis={analysis} />
          {habitGroups.length > 0 ? (
            <Section title={t('analysis.habits.title')}>
              <div className="space-y-3">
                {habitGroups.map((group) => (
                  <div key={group.label}>
                    <h4 className="mb-1.5 text-sm font-semibold">{group.label}</h4>
                    <Chips items={group.items.slice(0, 5)} />
                  </div>
                ))}
              </div>
            </Section>
          ) : null}
        </div>
      </div>

      {samples.length > 0 ? (
        <Section title={t('analysis.samples.title')} className="mt-4">
          <div className="grid gap-3 md:grid-cols-2">
            {samples.map((sample) => (
              <blockquote
                key={sample}
                data-testid="voice-sample"
                className="space-y-1.5 border-l-4 border-ink-300 pl-3 text-sm italic break-words text-gray-800 dark:border-ink-500 dark:text-gray-200"
              >
                {sampleParagraphs(sample).map((paragraph, index) => (
                  // A sample's paragraphs never reorder; a title may repeat a later line's words.
                  // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity here
                  <p key={index}>{paragraph}</p>
                ))}
              </blockquote>
            ))}
          </div>
        </Section>
      ) : null}
    </Card>
  );
}
