// Story data: the register page's texts, the /system lists, and a member half-way through.
import { sampleMembers, sampleNames } from '../../private/sampleMembers';
import type { RegisterChoices, RegisterFormLabels, RegisterValues } from './registerTypes';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const labelsEn: RegisterFormLabels = {
  progress: 'Registration steps',
  stepOf: 'Step {current} of {total}',
  steps: {
    email: 'E-mail',
    code: 'Code',
    password: 'Password',
    info: 'About you',
    avatar: 'Photo',
    hobbies: 'Hobbies',
  },
  titles: {
    email: 'Create your account',
    code: 'Check your inbox',
    password: 'Choose a password',
    info: 'Tell us about you',
    avatar: 'Add a profile photo',
    hobbies: 'What do you love?',
    done: 'Welcome to Heartline!',
  },
  descriptions: {
    email: 'We send a 4-digit code to confirm it is yours.',
    code: 'Enter the 4-digit code we sent to {email}.',
    info: 'This helps us introduce you to people you will click with.',
    avatar: 'Profiles with a photo get five times more replies.',
    hobbies: 'Choose 1 to 3: they show on your profile.',
    done: 'Your account is ready. Say hello to someone new today.',
  },
  email: 'E-mail address',
  code: 'Verification code',
  resendCode: 'Resend code',
  resendCountdown: 'Resend in {seconds} s',
  password: 'Password',
  passwordHint: '6 to 20 characters.',
  confirmPassword: 'Confirm password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  nickname: 'Nickname',
  gender: 'Gender',
  genders: ['Female', 'Male', 'Other'],
  birthday: 'Birthday',
  height: 'Height',
  weight: 'Weight',
  heightUnit: '{count} cm',
  weightUnit: '{count} kg',
  occupation: 'Occupation',
  occupationHint: 'Pick one or type your own.',
  region: 'Country or region',
  commonLanguage: 'Language you speak best',
  choose: 'Choose',
  avatarChoose: 'Choose a photo',
  avatarChange: 'Choose another photo',
  avatarHint: 'JPG, PNG or GIF.',
  zoom: 'Zoom',
  uploading: 'Uploading… {percent}%',
  skip: 'Skip for now',
  hobbies: 'Your hobbies',
  hobbiesHint: 'Choose 1 to 3.',
  back: 'Back',
  next: 'Next',
  finish: 'Create account',
  start: 'Start exploring',
  messages: {
    emailRequired: 'Enter your e-mail address.',
    emailFormat: 'Enter an e-mail address like name@example.com.',
    codeRequired: 'Enter the code from the e-mail.',
    codeFormat: 'The code has exactly 4 digits.',
    passwordRequired: 'Enter a password.',
    passwordLength: 'A password has 6 to 20 characters.',
    passwordMismatch: 'The two passwords do not match.',
    nicknameRequired: 'Enter a nickname.',
    genderRequired: 'Choose your gender.',
    birthdayRequired: 'Enter your birthday.',
    birthdayPast: 'Enter a birthday in the past.',
    heightRequired: 'Choose your height.',
    weightRequired: 'Choose your weight.',
    occupationRequired: 'Enter your occupation.',
    regionRequired: 'Choose your country or region.',
    languageRequired: 'Choose the language you speak best.',
    imageType: 'Choose a JPG, PNG or GIF picture.',
    hobbiesMin: 'Choose at least one hobby.',
    hobbiesMax: 'You can choose up to 3 hobbies.',
  },
};

const hobbyNames = {
  en: [
    'Travel',
    'Photography',
    'Cooking',
    'Music',
    'Hiking',
    'Reading',
    'Dancing',
    'Gaming',
    'Yoga',
    'Films',
  ],
  zh: ['旅行', '摄影', '烹饪', '音乐', '徒步', '阅读', '跳舞', '游戏', '瑜伽', '电影'],
};

const choicesOf = (language: 'en' | 'zh'): RegisterChoices => ({
  hobbies: hobbyNames[language].map((name, index) => ({ id: index + 1, name })),
  regions: Object.entries(sampleNames[language].region).map(([code, name]) => ({ code, name })),
  languages: Object.entries(sampleNames[language].language).map(([code, name]) => ({
    code,
    language: name,
  })),
  heights: range(140, 220),
  weights: range(35, 150),
  occupations:
    language === 'en'
      ? ['Designer', 'Engineer', 'Teacher', 'Nurse', 'Student', 'Chef']
      : ['设计师', '工程师', '教师', '护士', '学生', '厨师'],
});

export const choicesEn = choicesOf('en');
export const choicesZh = choicesOf('zh');

/** Mia, filled in up to her hobbies. */
export const miaSoFar: Partial<RegisterValues> = {
  email: 'mia.fernandez@example.com',
  code: '0427',
  password: 'Girasol2026',
  confirmPassword: 'Girasol2026',
  nickname: 'Mia',
  gender: 0,
  birthday: '2000-04-18',
  height: 165,
  weight: 54,
  occupation: 'Designer',
  region: 'ES',
  commonLanguage: 'es',
  hobbies: [1, 2],
};

export const miaPhoto = sampleMembers.mia.avatar;
