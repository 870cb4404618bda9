// The messages of the first render in en-CA, one chunk: the shell's, the home page's and its cards' (property/PropertyCard).
import { messages as shell } from '../locales/en-CA.po';
import { messages as home } from '../../modules/home/locales/en-CA.po';
import { messages as cards } from '../../modules/property/PropertyCard/locales/en-CA.po';

export const messages = { ...shell, ...home, ...cards };
