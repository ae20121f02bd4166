import { createContext, useContext } from 'react';

/**
 * The kit's own words (Close, Cancel, Previous, Page 2 of 5, optional) in the app's language: the
 * app provides a function from the English sentence to its own (lib/data-layer.tsx); without
 * one, the English.
 */
export const Words = createContext<(english: string) => string>((english) => english);

export const useWords = () => useContext(Words);
