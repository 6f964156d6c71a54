// Story data: Mia's profile and the editor's texts; the /system lists are the register form's.
import { labelsEn as registerEn } from '../RegisterForm/RegisterForm.fixtures';
import { labelsZh as registerZh } from '../RegisterForm/RegisterForm.fixtures.zh';
import type { EditableProfile, ProfileFormLabels } from './profileFormTypes';

export { choicesEn, choicesZh } from '../RegisterForm/RegisterForm.fixtures';

const personal = ({
  nickname,
  birthday,
  height,
  weight,
  heightUnit,
  weightUnit,
  occupation,
  occupationHint,
  region,
  choose,
}: typeof registerEn) => ({
  nickname,
  birthday,
  height,
  weight,
  heightUnit,
  weightUnit,
  occupation,
  occupationHint,
  region,
  choose,
});

export const labelsEn: ProfileFormLabels = {
  ...personal(registerEn),
  basics: 'Basic info',
  about: 'About you',
  signature: 'Signature',
  signatureHint: 'One line under your name.',
  introduction: 'Introduction',
  introductionHint: 'What should new friends know about you?',
  counter: '{count}/{max}',
  hobbies: 'Hobbies',
  hobbiesHint: 'Choose 1 to 3.',
  submit: 'Save changes',
  cancel: 'Cancel',
  saved: 'Your profile is saved',
  messages: {
    nicknameRequired: registerEn.messages.nicknameRequired,
    occupationRequired: registerEn.messages.occupationRequired,
    heightRequired: registerEn.messages.heightRequired,
    weightRequired: registerEn.messages.weightRequired,
    birthdayPast: registerEn.messages.birthdayPast,
    hobbiesMin: registerEn.messages.hobbiesMin,
    hobbiesMax: registerEn.messages.hobbiesMax,
  },
};

export const labelsZh: ProfileFormLabels = {
  ...personal(registerZh),
  basics: '基本信息',
  about: '关于你',
  signature: '个性签名',
  signatureHint: '显示在昵称下方的一句话。',
  introduction: '自我介绍',
  introductionHint: '想让新朋友了解你的什么？',
  counter: '{count}/{max}',
  hobbies: '爱好',
  hobbiesHint: '选择 1 至 3 个。',
  submit: '保存修改',
  cancel: '取消',
  saved: '资料已保存',
  messages: {
    nicknameRequired: registerZh.messages.nicknameRequired,
    occupationRequired: registerZh.messages.occupationRequired,
    heightRequired: registerZh.messages.heightRequired,
    weightRequired: registerZh.messages.weightRequired,
    birthdayPast: registerZh.messages.birthdayPast,
    hobbiesMin: registerZh.messages.hobbiesMin,
    hobbiesMax: registerZh.messages.hobbiesMax,
  },
};

export const mia: EditableProfile = {
  nickname: 'Mia',
  signature: 'Sunsets, salsa and long talks about everything',
  introduction:
    'Designer from Madrid. I love film photography, trying every tapas bar in town and learning languages: my Chinese is still a bit shy!',
  birthday: '2000-04-18',
  height: 165,
  weight: 54,
  occupation: 'Designer',
  region: 'ES',
  hobby: '1,2,4',
};

export const xiaoyu: EditableProfile = {
  nickname: '小雨',
  signature: '喜欢旅行和摄影，想认识来自世界各地的朋友',
  introduction: '在上海做插画师。周末喜欢带着相机去老街散步，也在学西班牙语。',
  birthday: '2002-09-03',
  height: 162,
  weight: 48,
  occupation: '设计师',
  region: 'CN',
  hobby: '1,2',
};
