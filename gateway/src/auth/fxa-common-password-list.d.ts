// The package ships CommonJS without types.
declare module 'fxa-common-password-list' {
  const commonPasswords: { test(password: string): boolean };
  export default commonPasswords;
}
