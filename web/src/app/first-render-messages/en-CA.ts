// The messages of the first render in en-CA, one chunk: the shell's, the home page's and its cards' (property).
import { messages as shell } from '../locales/en-CA.po';
import { messages as home } from '../../modules/home/locales/en-CA.po';
import { messages as property } from '../../modules/property/locales/en-CA.po';

export const messages = { ...shell, ...home, ...property };
