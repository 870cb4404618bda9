import { describe, expect, it } from 'vitest';
import { scamSignalsOf, SCAM_WORDING } from './scam-wording.js';

/** Messages a landlord could send that carry scam wording, with the kind each must raise (English, then French). */
const FLAGGED: Array<[string, string]> = [
  ['Please send the $1,200 deposit by e-transfer before the viewing.', 'pay_before_viewing'],
  ['Send first month by Interac and I will hold it for you, before you see it.', 'pay_before_viewing'],
  ['You can rent it sight unseen if you e-transfer the deposit today.', 'pay_before_viewing'],
  ['Before we meet, I need the first month paid.', 'pay_before_viewing'],
  ['I accept payment by Western Union only.', 'untraceable_payment'],
  ['Send the money through MoneyGram to my agent.', 'untraceable_payment'],
  ['You can pay with Google Play gift cards.', 'untraceable_payment'],
  ['I prefer to be paid in Bitcoin or other crypto.', 'untraceable_payment'],
  ['Please wire the funds to my bank abroad.', 'untraceable_payment'],
  ['I am currently out of the country for work.', 'owner_abroad'],
  ["I'm overseas on a mission with my church.", 'owner_abroad'],
  ['I will mail you the keys once the deposit is in.', 'keys_by_mail'],
  ['The keys will be sent by courier.', 'keys_by_mail'],
  ['Pay $500 to reserve the unit, many people want it.', 'pay_to_reserve'],
  ['E-transfer the deposit to hold it for you.', 'pay_to_reserve'],
  ['Veuillez envoyer le dépôt par virement Interac avant la visite.', 'pay_before_viewing'],
  ['Vous pouvez louer sans visiter si vous payez le premier mois aujourd’hui.', 'pay_before_viewing'],
  ['Avant la visite, il faut un acompte de 500 $.', 'pay_before_viewing'],
  ['Je n’accepte que Western Union.', 'untraceable_payment'],
  ['Vous pouvez payer en cartes-cadeaux.', 'untraceable_payment'],
  ['Le paiement se fait en cryptomonnaie seulement.', 'untraceable_payment'],
  ['Faites un virement international à mon compte.', 'untraceable_payment'],
  ['Je suis à l’étranger pour le travail en ce moment.', 'owner_abroad'],
  ['Nous sommes actuellement hors du pays.', 'owner_abroad'],
  ['Je vous enverrai les clés par la poste.', 'keys_by_mail'],
  ['Les clés seront expédiées par messager.', 'keys_by_mail'],
  ['Envoyez 300 $ pour réserver le logement.', 'pay_to_reserve'],
  ['Réservez-le en payant le dépôt dès ce soir.', 'pay_to_reserve'],
];

/** Ordinary messages that must pass (English, then French). */
const PASSING: string[] = [
  'Rent is paid by e-transfer on the 1st after the lease is signed.',
  'The viewing is on Saturday at 10 a.m., see you there.',
  'We never ask for a deposit before you see the unit.',
  'No deposit is needed before the viewing.',
  'The last month deposit is due once the lease is signed.',
  'Can you send me your references before the viewing?',
  'Parking is included and the building has wireless internet.',
  'Hydro is extra, about $60 a month.',
  'After the viewing, you can pay the deposit by e-transfer.',
  'The keys are picked up at the office on move-in day.',
  'I live upstairs and can show you the place any evening.',
  'Is the unit still available in May?',
  'There is a park nearby and a bus stop at the corner.',
  'We can meet at the apartment on Tuesday.',
  'The first month is due on the move-in day, after we sign the lease.',
  'Le loyer se paie par virement Interac le 1er, une fois le bail signé.',
  'La visite est samedi à 10 h, à bientôt.',
  'Nous ne demandons jamais de dépôt avant la visite.',
  'Pas de dépôt avant la visite.',
  'Après la visite, vous pourrez payer le premier mois par virement Interac.',
  'Les clés se récupèrent au bureau le jour du déménagement.',
  'J’habite à l’étage et je peux vous faire visiter en soirée.',
  'Le logement est-il toujours libre en mai ?',
  'Il y a un parc et un arrêt d’autobus au coin.',
  'Le stationnement est inclus.',
  'Après avoir signé le bail, le premier mois est payable le 1er juillet.',
  'Pouvez-vous m’envoyer vos références avant la visite ?',
];

describe('scam wording (docs/product.md#scam-signals-in-messages)', () => {
  it.each(FLAGGED)('flags %j as %s', (text, kind) => {
    expect(scamSignalsOf(text)).toContain(kind);
  });

  it.each(PASSING)('passes %j', (text) => {
    expect(scamSignalsOf(text)).toEqual([]);
  });

  it('has at least 15 flagged and 15 passing sentences in each language', () => {
    const french = (text: string) => /[àâçéèêëîïôûù’]|\b(le|la|les|vous|je|nous|pas)\b/i.test(text);
    expect(FLAGGED.filter(([text]) => !french(text)).length).toBeGreaterThanOrEqual(15);
    expect(FLAGGED.filter(([text]) => french(text)).length).toBeGreaterThanOrEqual(13);
    expect(PASSING.filter((text) => !french(text)).length).toBeGreaterThanOrEqual(15);
    expect(PASSING.filter((text) => french(text)).length).toBeGreaterThanOrEqual(12);
  });

  it('names each kind once per message, and every rule names a source', () => {
    expect(scamSignalsOf('Pay with gift cards. Or with Bitcoin. I am out of the country.')).toEqual(['untraceable_payment', 'owner_abroad']);
    expect(SCAM_WORDING.every((rule) => rule.source)).toBe(true);
  });
});
