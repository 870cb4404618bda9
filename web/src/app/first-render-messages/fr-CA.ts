// The messages of the first render in fr-CA, one chunk: the shell's, the home page's and its cards' (property/PropertyCard).
import { messages as shell } from '../locales/fr-CA.po';
import { messages as home } from '../../modules/home/locales/fr-CA.po';
import { messages as cards } from '../../modules/property/PropertyCard/locales/fr-CA.po';

export const messages = { ...shell, ...home, ...cards };
