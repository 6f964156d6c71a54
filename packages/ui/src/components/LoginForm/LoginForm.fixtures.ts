// Story data: the login page's texts in English and Chinese.
import type { LoginFormLabels } from './LoginForm';

export const labelsEn: LoginFormLabels = {
  title: 'Welcome back',
  subtitle: 'Log in to keep chatting with friends around the world.',
  account: 'E-mail or ID',
  accountHint: 'Your numeric ID is on your profile, e.g. 100001.',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Log in',
  forgotPassword: 'Forgot password?',
  noAccount: 'New to Heartline?',
  register: 'Create an account',
  messages: {
    accountRequired: 'Enter your e-mail address or ID.',
    accountLength: 'An account has 3 to 50 characters.',
    accountFormat: 'Enter an e-mail address (name@example.com) or your numeric ID.',
    passwordRequired: 'Enter your password.',
    passwordLength: 'A password has 6 to 20 characters.',
  },
};

export const labelsZh: LoginFormLabels = {
  title: '欢迎回来',
  subtitle: '登录后继续和世界各地的朋友聊天。',
  account: '邮箱或 ID',
  accountHint: '数字 ID 可在个人主页查看，如 100001。',
  password: '密码',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  submit: '登录',
  forgotPassword: '忘记密码？',
  noAccount: '还没有账号？',
  register: '立即注册',
  messages: {
    accountRequired: '请输入邮箱或 ID。',
    accountLength: '账号长度为 3 至 50 个字符。',
    accountFormat: '请输入邮箱地址（如 name@example.com）或数字 ID。',
    passwordRequired: '请输入密码。',
    passwordLength: '密码长度为 6 至 20 个字符。',
  },
};
