// The quiz as staff type it in the console: one textarea, a question per "?" line and its choices
// below it, the right one marked "*", English and Hindi on one line split by " | ":
//
//   ? What does 80G give a donor? | 80G दाता को क्या देता है?
//   - Free delivery | मुफ़्त डिलीवरी
//   * A tax deduction | कर में छूट
//
// A form of fields per choice would need React on the console page or a page reload per question;
// a plain text block reads aloud, pastes from a document and is checked here line by line, with
// the line's number in the message, before quizInput checks the lengths.

import type { QuizInput } from './learning.ts';
import { learningStaffText as t } from './learning-staff-text.ts';

type Question = QuizInput['questions'][number];

function split(line: string): { en: string; hi: string } {
  const at = line.indexOf(' | ');
  return at < 0 ? { en: line.trim(), hi: '' } : { en: line.slice(0, at).trim(), hi: line.slice(at + 3).trim() };
}

/** The stored quiz as the console shows it for editing (quizFromText reads it back unchanged). */
export function quizToText(questions: readonly Question[]): string {
  return questions
    .map((q) => {
      const both = (en: string, hi: string) => (hi ? `${en} | ${hi}` : en);
      const lines = [`? ${both(q.question, q.questionHi)}`, ...q.choices.map((c, i) => `${i === q.answer ? '*' : '-'} ${both(c.en, c.hi)}`)];
      return lines.join('\n');
    })
    .join('\n\n');
}

/** The questions, or the first line that is not one of the three kinds, with its number. */
export function quizFromText(text: string): { ok: true; questions: Question[] } | { ok: false; message: string } {
  const questions: { question: string; questionHi: string; choices: { en: string; hi: string }[]; right: number[] }[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const mark = line[0];
    const rest = line.slice(1).trim();
    if (mark === '?' && rest) {
      const { en, hi } = split(rest);
      questions.push({ question: en, questionHi: hi, choices: [], right: [] });
      continue;
    }
    const current = questions.at(-1);
    if ((mark === '-' || mark === '*') && rest && current) {
      if (mark === '*') current.right.push(current.choices.length);
      current.choices.push(split(rest));
      continue;
    }
    return { ok: false, message: t.quizLine(i + 1) };
  }
  if (questions.length === 0) return { ok: false, message: t.quizEmpty };
  for (const [n, q] of questions.entries()) {
    if (q.choices.length < 2 || q.choices.length > 6) return { ok: false, message: t.quizChoices(n + 1) };
    if (q.right.length !== 1) return { ok: false, message: t.quizOneRight(n + 1) };
  }
  return { ok: true, questions: questions.map((q) => ({ question: q.question, questionHi: q.questionHi, choices: q.choices, answer: q.right[0] ?? 0 })) };
}
