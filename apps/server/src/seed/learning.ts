// Learning's demo (issue 42): one published course in English and Hindi with two lessons (an
// article, a video) and a four-question quiz, and one student video in which a child appears,
// published after the guardian's consent was recorded. Written through the learning module's
// staff service as staff would; the system is the actor (no staff account exists yet).
import type { FastifyInstance } from 'fastify';
import type {} from '../modules/learning/index.ts';

const SYSTEM = null;
const yes = { en: 'Yes', hi: 'हाँ' };
const no = { en: 'No', hi: 'नहीं' };

export async function seedLearning(app: FastifyInstance, now: Date): Promise<void> {
  const staff = app.learning.staff;
  const course = await staff.saveCourse(
    null,
    {
      slug: 'first-aid-at-home',
      category: 'health',
      title: 'First aid at home',
      titleHi: 'घर पर प्राथमिक उपचार',
      summary: 'What to do in the first minutes after a burn or a cut, before help arrives.',
      summaryHi: 'जलने या कटने के बाद, मदद आने से पहले, शुरुआती मिनटों में क्या करें।',
      passMark: 75,
      published: true,
    },
    SYSTEM,
  );
  await staff.addLesson(
    course.id,
    {
      kind: 'article',
      title: 'Cooling a burn',
      titleHi: 'जले हुए को ठंडा करना',
      bodyMarkdown:
        '## The first 20 minutes\n\nHold the burn under **cool running water** for 20 minutes. Do not use ice, butter or toothpaste.\n\n- Take off rings and bangles near the burn.\n- Cover it loosely with a clean cloth.\n\nGo to a doctor if the burn is larger than the palm of the hand, or on the face.',
      bodyMarkdownHi:
        '## पहले 20 मिनट\n\nजली हुई जगह को 20 मिनट तक **ठंडे बहते पानी** के नीचे रखें। बर्फ़, मक्खन या टूथपेस्ट न लगाएँ।\n\n- जली जगह के पास की अँगूठी और चूड़ियाँ उतार दें।\n- साफ़ कपड़े से हल्का ढक दें।\n\nजलन हथेली से बड़ी हो या चेहरे पर हो तो डॉक्टर के पास जाएँ।',
      youtubeId: null,
      durationSeconds: null,
    },
    SYSTEM,
  );
  await staff.addLesson(
    course.id,
    {
      kind: 'video',
      title: 'Bandaging a cut',
      titleHi: 'कटे पर पट्टी बाँधना',
      bodyMarkdown: '',
      bodyMarkdownHi: '',
      youtubeId: 'ysz5S6PUM-U',
      durationSeconds: 120,
    },
    SYSTEM,
  );
  await staff.setQuiz(
    course.id,
    {
      questions: [
        { question: 'Should a burn be cooled under running water?', questionHi: 'क्या जले को बहते पानी में ठंडा करना चाहिए?', choices: [yes, no], answer: 0 },
        { question: 'Is ice good for a burn?', questionHi: 'क्या जले पर बर्फ़ अच्छी है?', choices: [yes, no], answer: 1 },
        {
          question: 'For how long should a burn be cooled?',
          questionHi: 'जले को कितनी देर ठंडा करें?',
          choices: [
            { en: '2 minutes', hi: '2 मिनट' },
            { en: '20 minutes', hi: '20 मिनट' },
          ],
          answer: 1,
        },
        {
          question: 'Should a cut be pressed with a clean cloth to stop bleeding?',
          questionHi: 'क्या ख़ून रोकने के लिए कटे को साफ़ कपड़े से दबाना चाहिए?',
          choices: [yes, no],
          answer: 0,
        },
      ],
    },
    SYSTEM,
  );
  const video = await staff.addStudentVideo({ title: 'Our school garden', titleHi: 'हमारे स्कूल का बगीचा', youtubeId: 'aqz-KE-bpKQ', childAppears: true }, SYSTEM);
  await staff.recordConsent(
    video.id,
    { guardianName: 'Sunita Devi', guardianRelation: 'Mother', method: 'signed_form_seen', consentedAt: new Date(now.getTime() - 86_400_000).toISOString() },
    SYSTEM,
  );
  await staff.publishStudentVideo(video.id, SYSTEM);
}
