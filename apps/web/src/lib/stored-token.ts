/** Where the spec keeps the session token (local storage), read by the app and by the HTML's early request. */
export const TOKEN_KEY = 'token';

export const storedToken = () => localStorage.getItem(TOKEN_KEY);
