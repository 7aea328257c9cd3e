import postcss, { type ChildNode, type Root } from 'postcss';

// A published page carries, inline in its head, only the rules of the site's stylesheet that can apply to its
// own HTML (a fifth of them on a helper's page, a half on a product's): the whole stylesheet inline made most
// pages' HTML larger than what a phone receives in its first round trip. The rest is loaded by src/boot.ts before the app starts, and the app is
// what adds anything the HTML does not hold (an open menu, a suggestion list, a dialog).
//
// A rule is kept when one of its selectors names only classes, ids and element names the page holds, as
// PurgeCSS decides. Pseudo-classes (:hover, :focus-visible), attribute selectors and what is inside :not(),
// :has() and the like require nothing, so a state the page can reach before the app runs keeps its style;
// at-rules that are not conditions on rules (@font-face, @keyframes) are always kept.

/** What a selector requires of the page: `.class`, `#id` and element names, as tokens of `pageTokens`. */
const requiredTokens = (selector: string): string[] => {
  let rest = selector.replace(/\[[^\]]*\]/g, ' ');
  // Innermost parentheses first, until none are left: :not(:has(.a)) requires nothing.
  while (/\([^()]*\)/.test(rest)) rest = rest.replace(/\([^()]*\)/g, '');
  rest = rest.replace(/::?[\w-]+/g, '');
  return [...rest.matchAll(/([.#]?)(-?[_a-zA-Z][\w-]*)/g)].map(([, sigil, name]) =>
    sigil ? `${sigil}${name}` : name!.toLowerCase(),
  );
};

interface StyleRule {
  kind: 'rule';
  css: string;
  /** Each selector of the rule's list, as the tokens it requires. */
  selectors: string[][];
}

interface ConditionRule {
  kind: 'condition';
  /** `@media (…) {`, the rule's opening. */
  opening: string;
  rules: SiteRule[];
}

interface KeptRule {
  kind: 'kept';
  css: string;
}

type SiteRule = StyleRule | ConditionRule | KeptRule;

const CONDITIONS = new Set(['media', 'supports', 'container', 'layer']);

const siteRule = (node: ChildNode): SiteRule | undefined => {
  if (node.type === 'rule') {
    return { kind: 'rule', css: node.toString(), selectors: node.selectors.map(requiredTokens) };
  }
  if (node.type === 'atrule' && CONDITIONS.has(node.name) && node.nodes) {
    return {
      kind: 'condition',
      opening: `@${node.name} ${node.params}{`,
      rules: node.nodes.map(siteRule).filter((rule) => rule !== undefined),
    };
  }
  if (node.type === 'atrule') return { kind: 'kept', css: node.toString() };
  return undefined;
};

// The stylesheet is one per build: a container parses it once.
const parsed = new Map<string, SiteRule[]>();

const siteRules = (stylesheet: string): SiteRule[] => {
  let rules = parsed.get(stylesheet);
  if (!rules) {
    const root: Root = postcss.parse(stylesheet);
    rules = root.nodes.map(siteRule).filter((rule) => rule !== undefined);
    parsed.clear();
    parsed.set(stylesheet, rules);
  }
  return rules;
};

/** The element names, `.classes` and `#ids` an HTML document holds. */
export const pageTokens = (html: string): Set<string> => {
  const tokens = new Set<string>();
  for (const [, name] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tokens.add(name!.toLowerCase());
  for (const [, names] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of names!.split(/\s+/)) if (name) tokens.add(`.${name}`);
  }
  for (const [, id] of html.matchAll(/\sid="([^"]*)"/g)) tokens.add(`#${id}`);
  return tokens;
};

const usedCss = (rules: SiteRule[], tokens: Set<string>): string =>
  rules
    .map((rule) => {
      if (rule.kind === 'kept') return rule.css;
      if (rule.kind === 'rule') {
        return rule.selectors.some((required) => required.every((token) => tokens.has(token))) ? rule.css : '';
      }
      const inner = usedCss(rule.rules, tokens);
      return inner ? `${rule.opening}${inner}}` : '';
    })
    .join('');

/** The rules of `stylesheet` that can apply to the document `html`, in their order. */
export const stylesUsedBy = (stylesheet: string, html: string): string =>
  usedCss(siteRules(stylesheet), pageTokens(html));
