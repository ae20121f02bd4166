/** Where the spec keeps the session token (local storage), read by the app and by the HTML's early request. */
export const TOKEN_KEY = 'token';

export const storedToken = () => localStorage.getItem(TOKEN_KEY);

/** The outlet the customer orders for, sent as X-Outlet (decision 0112); none: the server's default. */
export const OUTLET_KEY = 'outlet';
