/**
 * Occupation suggestions for the profile form. A profile's occupation is free text; these are
 * only what the form offers, so ids matter to the client's list and nothing is stored by id.
 */
import type { Names } from './hobbies.ts';

export const occupations: readonly { id: number; name: Names }[] = [
  {
    id: 1,
    name: {
      'zh-CN': '学生',
      'zh-TW': '學生',
      en: 'Student',
      de: 'Student/in',
      ru: 'Студент',
      ko: '학생',
      ja: '学生',
      es: 'Estudiante',
    },
  },
  {
    id: 2,
    name: {
      'zh-CN': '工程师',
      'zh-TW': '工程師',
      en: 'Engineer',
      de: 'Ingenieur/in',
      ru: 'Инженер',
      ko: '엔지니어',
      ja: 'エンジニア',
      es: 'Ingeniero/a',
    },
  },
  {
    id: 3,
    name: {
      'zh-CN': '设计师',
      'zh-TW': '設計師',
      en: 'Designer',
      de: 'Designer/in',
      ru: 'Дизайнер',
      ko: '디자이너',
      ja: 'デザイナー',
      es: 'Diseñador/a',
    },
  },
  {
    id: 4,
    name: {
      'zh-CN': '教师',
      'zh-TW': '教師',
      en: 'Teacher',
      de: 'Lehrer/in',
      ru: 'Учитель',
      ko: '교사',
      ja: '教師',
      es: 'Profesor/a',
    },
  },
  {
    id: 5,
    name: {
      'zh-CN': '护士',
      'zh-TW': '護理師',
      en: 'Nurse',
      de: 'Pflegekraft',
      ru: 'Медсестра',
      ko: '간호사',
      ja: '看護師',
      es: 'Enfermero/a',
    },
  },
  {
    id: 6,
    name: {
      'zh-CN': '医生',
      'zh-TW': '醫師',
      en: 'Doctor',
      de: 'Arzt/Ärztin',
      ru: 'Врач',
      ko: '의사',
      ja: '医師',
      es: 'Médico/a',
    },
  },
  {
    id: 7,
    name: {
      'zh-CN': '创业者',
      'zh-TW': '創業家',
      en: 'Entrepreneur',
      de: 'Unternehmer/in',
      ru: 'Предприниматель',
      ko: '사업가',
      ja: '起業家',
      es: 'Emprendedor/a',
    },
  },
  {
    id: 8,
    name: {
      'zh-CN': '自由职业者',
      'zh-TW': '自由工作者',
      en: 'Freelancer',
      de: 'Freiberufler/in',
      ru: 'Фрилансер',
      ko: '프리랜서',
      ja: 'フリーランス',
      es: 'Autónomo/a',
    },
  },
  {
    id: 9,
    name: {
      'zh-CN': '其他',
      'zh-TW': '其他',
      en: 'Other',
      de: 'Sonstiges',
      ru: 'Другое',
      ko: '기타',
      ja: 'その他',
      es: 'Otro',
    },
  },
];
