/** A complete, valid sign-up form as a reader fills it in (the popup's values, before signUpPayload). */
export const SIGN_UP_VALUES = {
  lastName: '王',
  firstName: '小明',
  userName: 'xiaowang',
  email: 'wang@example.com',
  country: 'TW',
  dialCode: '+886',
  city: 'Taipei',
  phone: '9123456789',
  gender: 'male' as const,
  birthdate: '1990-04-01',
  hobby: 'Hiking',
  password: 'a-long-password',
  confirmPassword: 'a-long-password',
};
