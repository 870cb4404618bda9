/**
 * Scam signals in chat and inquiry messages (docs/product.md#scam-signals-in-messages): wording that asks a tenant
 * for money before a viewing, or to pay in a way that cannot be traced or taken back. A match never blocks a
 * message: the tenant who receives it sees a safety notice beside it, and the sender's count rises for admins.
 *
 * Sources (docs/product.md#scam-signals-in-messages has the addresses): the Canadian Anti-Fraud Centre's rental
 * fraud safety message (the "owner" is out of the country and will send the keys for a deposit; first and last month
 * by money service business, e-transfer or bank wire; pay quickly to secure it), RCMP advice (cryptocurrency or gift
 * cards are a strong indicator) and the Competition Bureau's Little Black Book of Scams (never send money to someone
 * you have not met).
 *
 * The judgement call: an Interac e-transfer is how most Canadian rent is paid, so "e-transfer" alone is no signal
 * ("rent is paid by e-transfer on the 1st after the lease is signed" passes). What signals is the timing and the
 * purpose: money before a viewing or to hold a unit, or a method that cannot be taken back (wire, Western Union,
 * MoneyGram, gift cards, crypto), or the absent owner and keys by mail.
 */

export const SCAM_SIGNAL_KINDS = ['untraceable_payment', 'pay_before_viewing', 'pay_to_reserve', 'owner_abroad', 'keys_by_mail'] as const;
export type ScamSignalKind = (typeof SCAM_SIGNAL_KINDS)[number];

export interface ScamWordingRule {
  kind: ScamSignalKind;
  /** Tested against one sentence, lower-cased, accents removed and apostrophes made straight. */
  pattern: RegExp;
  /** A sentence that also matches this is ordinary (a reassurance, or money after the lease is signed). */
  unless?: RegExp;
  /** Which guidance names it (keys of SCAM_WORDING_SOURCES). */
  source: keyof typeof SCAM_WORDING_SOURCES;
}

/** Who names each way of asking (addresses and quotes in docs/product.md#scam-signals-in-messages). */
export const SCAM_WORDING_SOURCES = {
  cafc: "Canadian Anti-Fraud Centre's rental fraud safety message and bulletins (www.antifraudcentre.ca)",
  competitionBureau: 'Competition Bureau Canada, The Little Black Book of Scams',
} as const;

/** Words of a payment (English and French, accents removed). */
const MONEY =
  "(?:\\b(?:deposit|down ?payment|first month|last month|payment|pay|paid|money|funds|cash|e-?transfer|etransfer|interac|wire|depot|acompte|premier mois|dernier mois|paiement|payer|payez|paye|argent|virement|versement|verser)\\b|\\$ ?\\d|\\d+ ?\\$)";
/** Before seeing the place, in either language. */
const BEFORE_VIEWING =
  "(?:before (?:the |a |any |your )?(?:viewing|showing|visit|tour)|before (?:you |we )?(?:see|view|visit|tour|meet)|without (?:seeing|viewing|visiting)|(?:sight|site) unseen|no (?:viewing|showing)s?|avant (?:la |une |toute )?visite|avant de (?:visiter|voir|rencontrer)|sans (?:visiter|voir|visite)|avant qu.on se rencontre)";
/** A refusal or a later time: "we never ask for money before a viewing", "after the lease is signed". */
const REASSURANCE =
  "(?:\\b(?:never|don.t|do not|won.t|will not|doesn.t|does not|jamais|aucun|aucune|pas d(?:e |'))\\b.{0,40}" + MONEY + "|\\bno (?:deposit|payment|money|fee)s?\\b|after (?:the |a |your )?(?:viewing|showing|visit|lease|signing)|after (?:you|we) (?:have )?(?:seen|sign|signed|visit)|once (?:the |a )?(?:lease|you.ve seen|you have seen)|apres (?:la |une )?(?:visite|signature)|apres avoir (?:visite|vu|signe)|une fois (?:le )?bail signe)";

/** The table: one rule per way of asking, in English and in French. */
export const SCAM_WORDING: readonly ScamWordingRule[] = [
  // Methods with no place in renting: they cannot be traced or taken back.
  { kind: 'untraceable_payment', pattern: /\b(western union|money ?gram|gift ?cards?|itunes cards?|google play cards?|steam cards?|prepaid (?:visa|card)s?|bitcoins?|btc|crypto(?:currency|currencies|monnaies?)?|usdt|ethereum)\b/, source: 'cafc' },
  { kind: 'untraceable_payment', pattern: /\b(cartes?[- ]cadeaux?|cartes? prepayees?|cryptomonnaies?|monnaies? virtuelles?)\b/, source: 'cafc' },
  { kind: 'untraceable_payment', pattern: /\b(wire (?:transfer|the|me|it|your|funds|money|payment)|bank wire|virement (?:bancaire |telegraphique )?international|virement telegraphique)\b/, source: 'competitionBureau' },
  // Money before the place is seen, either order in the sentence.
  { kind: 'pay_before_viewing', pattern: new RegExp(`${MONEY}.{0,80}${BEFORE_VIEWING}|${BEFORE_VIEWING}.{0,80}${MONEY}`), unless: new RegExp(REASSURANCE), source: 'cafc' },
  // Pay now to hold it: the pressure of a place that will go to someone else.
  {
    kind: 'pay_to_reserve',
    pattern: new RegExp(
      `${MONEY}.{0,60}\\b(?:to (?:reserve|hold|secure|lock in|book)|so (?:i|we) (?:can )?(?:hold|reserve)|pour (?:reserver|garder|bloquer|securiser))\\b|\\b(?:reserve|hold|secure)\\b.{0,40}\\b(?:with|by paying|by sending)\\b.{0,30}${MONEY}|\\breserve(?:z|r)?\\b.{0,40}\\ben (?:payant|envoyant|versant)\\b`,
    ),
    unless: new RegExp(REASSURANCE),
    source: 'competitionBureau',
  },
  // The absent owner.
  { kind: 'owner_abroad', pattern: /\b(?:i am|i.m|we are|we.re|currently|presently|i live|i moved|i was transferred|working)\b.{0,40}\b(?:out of (?:the )?country|overseas|abroad|outside (?:of )?canada|on a mission)\b/, source: 'cafc' },
  { kind: 'owner_abroad', pattern: /\b(?:je suis|nous sommes|j.habite|je vis|je travaille|actuellement|presentement)\b.{0,40}\b(?:a l.etranger|hors du (?:pays|canada)|outre-mer|en mission)\b/, source: 'cafc' },
  // Keys that travel instead of the owner.
  { kind: 'keys_by_mail', pattern: /\bkeys?\b.{0,60}\b(?:by (?:mail|post|courier|fedex|ups|dhl|canada post)|mail(?:ed)?|courier(?:ed)?|ship(?:ped)?)\b|\b(?:mail|courier|ship|send)\b.{0,20}\b(?:you )?the keys?\b/, source: 'cafc' },
  { kind: 'keys_by_mail', pattern: /\bcles?\b.{0,60}\b(?:par (?:la )?(?:poste|courrier|messager|messagerie|fedex|ups|dhl|postes canada)|postees?|expediees?)\b|\b(?:poster|expedier|envoyer|envoie|enverrai)\b.{0,20}\b(?:vous )?les cles\b/, source: 'cafc' },
];

/** Lower case, accents removed, curly apostrophes straightened: the form the table's patterns are written for. */
export function normalizeForScamCheck(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase();
}

/** The sentences of a message: a pattern never reaches across two of them. */
const sentencesOf = (text: string): string[] =>
  normalizeForScamCheck(text)
    .split(/[.!?\n;]+(?:\s|$)|\n/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** The kinds of scam wording a message carries, in the table's order, each once; empty when it is ordinary. */
export function scamSignalsOf(text: string): ScamSignalKind[] {
  const found = new Set<ScamSignalKind>();
  for (const sentence of sentencesOf(text)) {
    for (const rule of SCAM_WORDING) {
      if (rule.pattern.test(sentence) && !rule.unless?.test(sentence)) found.add(rule.kind);
    }
  }
  return SCAM_SIGNAL_KINDS.filter((kind) => found.has(kind));
}
