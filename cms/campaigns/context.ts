/**
 * The documents a campaign plays by, read from the content store: its adventure, the adventure's ruleset (whose
 * `campaign` rules price the town) with its d20 board, and the hero documents of the Company and the recruits.
 * @module
 */
import type { CampaignRules } from '../../content/schemas/campaign-rules.ts';
import type { LocalizedText } from '../../content/schemas/common.ts';
import { heroProblem } from '../../content/schemas/fit.ts';
import type { Adventure, Hero } from '../../content/schemas/index.ts';
import { systemFor, type CampaignSystem } from '../../engine/campaign/system.ts';
import type { CampaignContext } from '../../engine/campaign/types.ts';
import { getDocument, listDocuments, type Visibility } from '../content/repository.ts';
import type { DB } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

/**
 * The context of a campaign of adventure `adventureId`: the adventure, its ruleset and `ruleset.campaign`, the d20
 * board (its campaign system's `boardOf`: null for a classic ruleset) and every hero of `campaign.newCompany.roster` and of the adventure's `recruits`
 * (with `campaign.replace`, every hero the ruleset plays too: the replacements of the dead), and which of its fights'
 * missions a room can be made of (`missions`). `visibility` `published` (a new campaign of the public) ignores drafts.
 * @throws ApiError 404 `not_found` when there is no such adventure; 422 `no_campaign_rules` when its ruleset is
 * missing, has no `campaign` rules or its ruleset module has no campaign system (`engine/campaign/system.ts`); 422 `unknown_hero` when a hero of the roster or the recruits is missing.
 */
export async function campaignContextFor(db: DB, adventureId: string, visibility: Visibility = 'all'): Promise<CampaignContext> {
  const stored = await getDocument(db, 'adventures', adventureId, visibility);
  if (!stored) throw new ApiError(404, 'not_found', `no adventure "${adventureId}"`);
  return campaignContextOf(db, stored.doc);
}

/**
 * The context of a campaign of the adventure document `adventure` (stored or not: a draft tried from the Archive), with
 * its ruleset, board and heroes read from the content store as {@link campaignContextFor} does.
 * @throws ApiError 422 `no_campaign_rules`, `unknown_hero` (see {@link campaignContextFor}).
 */
export async function campaignContextOf(db: DB, adventure: Adventure): Promise<CampaignContext> {
  const adventureId = adventure.id;
  const ruleset = (await getDocument(db, 'rulesets', adventure.ruleset))?.doc;
  if (!ruleset?.campaign) {
    throw new ApiError(
      422,
      'no_campaign_rules',
      `adventure "${adventureId}" plays by ruleset "${adventure.ruleset}", which ${ruleset ? 'has no "campaign" rules' : 'does not exist'}: a campaign needs them`,
    );
  }
  const rules = ruleset.campaign;
  let system: CampaignSystem;
  try {
    system = systemFor(ruleset);
  } catch (err) {
    throw new ApiError(
      422,
      'no_campaign_rules',
      `adventure "${adventureId}" plays by ruleset "${ruleset.id}": ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const heroes = new Map<string, Hero>();
  for (const id of [...rules.newCompany.roster, ...adventure.recruits]) {
    if (heroes.has(id)) continue;
    const hero = await getDocument(db, 'heroes', id);
    if (!hero)
      throw new ApiError(422, 'unknown_hero', `hero "${id}" of ruleset "${ruleset.id}"'s Company or adventure "${adventureId}"'s recruits does not exist`);
    heroes.set(id, hero.doc);
  }
  if (rules.replace) {
    // a dead hero's replacement is picked among the heroes the ruleset plays (the adventures' own rule)
    for (const stored of await listDocuments(db, 'heroes')) {
      const h = stored.doc;
      if (!heroes.has(h.id) && heroProblem(h, ruleset) === null) heroes.set(h.id, h);
    }
  }
  const board = system.boardOf(ruleset);
  const { pictures, ...names } = await documentNames(db, rules, heroes);
  return { adventure, ruleset, rules, board, heroes, names, pictures, missions: await fightableMissions(db, adventure) };
}

/**
 * The missions of `adventure`'s fights (its encounters' and its prologue's) a room can be made of now: stored and
 * published, as a campaign fight's room reads them (`cms/campaigns/fights.ts`, `openFight`).
 */
async function fightableMissions(db: DB, adventure: Adventure): Promise<Set<string>> {
  const named = new Set(adventure.locations.flatMap((l) => l.nodes.flatMap((n) => (n.kind === 'encounter' ? [n.mission] : []))));
  if (adventure.prologue) named.add(adventure.prologue.mission);
  const found = new Set<string>();
  for (const id of named) if (await getDocument(db, 'missions', id, 'published')) found.add(id);
  return found;
}

/**
 * The names of the shop's items and of the spells the Guild teaches and the heroes know, by id, for the view (a
 * missing document is left out: the view shows its id).
 */
async function documentNames(
  db: DB,
  rules: CampaignRules,
  heroes: Map<string, Hero>,
): Promise<NonNullable<CampaignContext['names']> & { pictures: NonNullable<CampaignContext['pictures']> }> {
  const pictures = { items: new Map<string, string>(), spells: new Map<string, string>() };
  const items = new Map<string, LocalizedText>();
  // the shop's, and the items the heroes start with (a classic hero carries its own from quest to quest)
  for (const id of new Set([...rules.shop.map((e) => e.item), ...[...heroes.values()].flatMap((h) => h.items)])) {
    const doc = await getDocument(db, 'items', id);
    if (doc) items.set(id, doc.doc.name);
    if (doc?.doc.picture) pictures.items.set(id, doc.doc.picture);
  }
  const spells = new Map<string, LocalizedText>();
  for (const id of new Set([...(rules.guild?.lessons ?? []).map((l) => l.spell), ...[...heroes.values()].flatMap((h) => h.spells)])) {
    const doc = await getDocument(db, 'spells', id);
    if (doc) spells.set(id, doc.doc.name);
    if (doc?.doc.picture) pictures.spells.set(id, doc.doc.picture);
  }
  return { items, spells, pictures };
}
