import { describe, expect, it } from 'vitest';
import { quizFromText, quizToText } from './learning-quiz-text.ts';

describe('the quiz as staff type it', () => {
  it('reads questions, both languages and the one right choice, ignoring blank lines and spaces', () => {
    const read = quizFromText('  ? Is 80G a deduction? | क्या 80G छूट है?\r\n- No | नहीं\n*  Yes | हाँ  \n\n\n? Cold water on a burn?\n* Yes\n- No\n- Only ice');
    expect(read).toEqual({
      ok: true,
      questions: [
        {
          question: 'Is 80G a deduction?',
          questionHi: 'क्या 80G छूट है?',
          choices: [
            { en: 'No', hi: 'नहीं' },
            { en: 'Yes', hi: 'हाँ' },
          ],
          answer: 1,
        },
        {
          question: 'Cold water on a burn?',
          questionHi: '',
          choices: [
            { en: 'Yes', hi: '' },
            { en: 'No', hi: '' },
            { en: 'Only ice', hi: '' },
          ],
          answer: 0,
        },
      ],
    });
  });

  it('reads back what it writes', () => {
    const text = '? A | अ\n- x\n* y | य\n\n? B\n* p\n- q';
    const read = quizFromText(text);
    expect(read.ok && quizToText(read.questions)).toBe(text);
  });

  it('keeps a "|" that is part of the words (only " | " splits the languages)', () => {
    const read = quizFromText('? a|b?\n* c\n- d');
    expect(read.ok && read.questions[0]?.question).toBe('a|b?');
  });

  it('names the line that is neither a question nor a choice, and a choice before any question', () => {
    expect(quizFromText('? Q\n* a\n- b\nstray')).toEqual({ ok: false, message: expect.stringContaining('Line 4:') });
    expect(quizFromText('- a\n? Q')).toEqual({ ok: false, message: expect.stringContaining('Line 1:') });
    expect(quizFromText('? Q\n*\n- b')).toEqual({ ok: false, message: expect.stringContaining('Line 2:') });
  });

  it('wants exactly one right choice and 2 to 6 choices per question', () => {
    expect(quizFromText('? Q\n- a\n- b')).toEqual({ ok: false, message: expect.stringContaining('Question 1: mark exactly one') });
    expect(quizFromText('? Q\n* a\n* b')).toEqual({ ok: false, message: expect.stringContaining('Question 1: mark exactly one') });
    expect(quizFromText('? Q\n* a')).toEqual({ ok: false, message: expect.stringContaining('Question 1: give 2 to 6') });
    const six = `? Q\n* a\n${['b', 'c', 'd', 'e', 'f'].map((c) => `- ${c}`).join('\n')}`;
    expect(quizFromText(six).ok).toBe(true);
    expect(quizFromText(`${six}\n- g`)).toEqual({ ok: false, message: expect.stringContaining('give 2 to 6') });
    expect(quizFromText('  \n\n')).toEqual({ ok: false, message: 'Write at least one question.' });
  });
});
