// Validation of message components and modals, close to what Discord enforces, so a payload
// Discord would refuse is refused by the fake too, with Discord's error shape:
//
//   400 { code: 50035, message: 'Invalid Form Body',
//         errors: { components: { 0: { components: { 1: { custom_id: { _errors: [{ code, message }] } } } } } } }
//
// discord.js turns that into a DiscordAPIError whose message lists `components[0].components[1].custom_id[CODE]: …`.
//
// The rules are data: where each component type may appear (PLACEMENT) and one small function
// per component type (RULES) for its own fields. The limits come from Discord's component
// reference and discord-api-types' comments. The error codes are Discord's for the generic checks
// (BASE_TYPE_*, UNION_TYPE_CHOICES, COMPONENT_CUSTOM_ID_DUPLICATED, COMPONENT_LAYOUT_WIDTH_EXCEEDED,
// SELECT_COMPONENT_OPTION_VALUE_DUPLICATED); for the few button and Components V2 rules whose
// exact code we could not confirm, the code is named in the same style. Tests should assert the
// status, the 50035 code and the path, which are what Discord guarantees.
import { ButtonStyle, ComponentType, MessageFlags, SeparatorSpacingSize, TextInputStyle } from 'discord.js';

/** One invalid field: where it is (e.g. `['components', 0, 'components', 1, 'custom_id']`) and why. */
export interface FormError {
  path: Array<string | number>;
  code: string;
  message: string;
}

/** The body of Discord's 400 "Invalid Form Body" answer. */
export interface InvalidFormBody {
  code: 50035;
  message: 'Invalid Form Body';
  errors: Record<string, unknown>;
}

type Path = Array<string | number>;
type Raw = Record<string, unknown>;

/** Where a component sits, which decides the types allowed there. */
type Placement = 'messageV1' | 'messageV2' | 'container' | 'messageRow' | 'accessory' | 'section' | 'modal' | 'modalRow' | 'label';

const SELECTS = [
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
];

const PLACEMENT: Record<Placement, ComponentType[]> = {
  messageV1: [ComponentType.ActionRow],
  messageV2: [
    ComponentType.ActionRow,
    ComponentType.Section,
    ComponentType.TextDisplay,
    ComponentType.MediaGallery,
    ComponentType.File,
    ComponentType.Separator,
    ComponentType.Container,
  ],
  container: [
    ComponentType.ActionRow,
    ComponentType.TextDisplay,
    ComponentType.Section,
    ComponentType.MediaGallery,
    ComponentType.Separator,
    ComponentType.File,
  ],
  messageRow: [ComponentType.Button, ...SELECTS],
  accessory: [ComponentType.Thumbnail, ComponentType.Button],
  section: [ComponentType.TextDisplay],
  modal: [ComponentType.ActionRow, ComponentType.Label, ComponentType.TextDisplay],
  modalRow: [ComponentType.TextInput],
  label: [
    ComponentType.TextInput,
    ...SELECTS,
    ComponentType.FileUpload,
    ComponentType.RadioGroup,
    ComponentType.CheckboxGroup,
    ComponentType.Checkbox,
  ],
};

/** Components V2 messages may hold at most this many components, nested ones included. */
export const MAX_V2_COMPONENTS = 40;
/** Without the IsComponentsV2 flag, a message has at most this many action rows. */
export const MAX_V1_ROWS = 5;
/** A row is 5 units wide: a button takes 1, a select menu all 5. */
const ROW_WIDTH = 5;

/** The state of one validation pass over a message or a modal. */
class Check {
  readonly errors: FormError[] = [];
  /** Custom ids seen so far: Discord wants them unique within a message or modal. */
  readonly customIds = new Set<string>();
  /** Components visited, nested ones included (the V2 limit counts them all). */
  count = 0;

  fail(path: Path, code: string, message: string): void {
    this.errors.push({ path, code, message });
  }

  /** A string field: `required`, and a length between `min` and `max`. */
  string(c: Raw, key: string, at: Path, { min = 0, max, required = false }: { min?: number; max: number; required?: boolean }): void {
    const value = c[key];
    if (value === undefined || value === null) {
      if (required) this.fail([...at, key], 'BASE_TYPE_REQUIRED', 'This field is required');
      return;
    }
    if (typeof value !== 'string') return this.fail([...at, key], 'BASE_TYPE_STRING', `Could not interpret "${String(value)}" as string.`);
    if (value.length > max) this.fail([...at, key], 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
    else if (value.length < min) this.fail([...at, key], 'BASE_TYPE_MIN_LENGTH', `Must be ${min} or more in length.`);
  }

  /** An integer field between `min` and `max`; returns it when it is one. */
  int(c: Raw, key: string, at: Path, { min, max }: { min: number; max: number }): number | undefined {
    const value = c[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.fail([...at, key], 'NUMBER_TYPE_COERCE', `Value "${String(value)}" is not int.`);
      return undefined;
    }
    if (value < min) this.fail([...at, key], 'NUMBER_TYPE_MIN', `int value should be greater than or equal to ${min}.`);
    else if (value > max) this.fail([...at, key], 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${max}.`);
    return value;
  }

  /** An array field with `min`..`max` items; returns it (empty when absent or not an array). */
  array(c: Raw, key: string, at: Path, { min, max, required = true }: { min: number; max: number; required?: boolean }): unknown[] {
    const value = c[key];
    if (value === undefined || value === null) {
      if (required) this.fail([...at, key], 'BASE_TYPE_REQUIRED', 'This field is required');
      return [];
    }
    if (!Array.isArray(value)) {
      this.fail([...at, key], 'BASE_TYPE_ARRAY', 'Must be an array.');
      return [];
    }
    if (value.length < min || value.length > max) {
      // Discord words a one-sided limit as MIN/MAX_LENGTH and a range as BAD_LENGTH.
      if (min === 0) this.fail([...at, key], 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
      else if (max === Number.MAX_SAFE_INTEGER) this.fail([...at, key], 'BASE_TYPE_MIN_LENGTH', `Must be ${min} or more in length.`);
      else this.fail([...at, key], 'BASE_TYPE_BAD_LENGTH', `Must be between ${min} and ${max} in length.`);
    }
    return value;
  }

  /** A field that must not be there (e.g. a link button's custom_id). */
  forbid(c: Raw, key: string, at: Path, code: string, message: string): void {
    if (c[key] !== undefined && c[key] !== null) this.fail([...at, key], code, message);
  }

  /** A custom id: required, 1–100 characters, unique within the message or modal. */
  customId(c: Raw, at: Path): void {
    this.string(c, 'custom_id', at, { min: 1, max: 100, required: true });
    const id = c.custom_id;
    if (typeof id !== 'string') return;
    if (this.customIds.has(id))
      this.fail([...at, 'custom_id'], 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated');
    this.customIds.add(id);
  }

  /** Validates `value` as a component allowed at `placement`, then its own fields. */
  component(value: unknown, at: Path, placement: Placement): void {
    this.count += 1;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return this.fail(at, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
    }
    const c = value as Raw;
    const allowed = PLACEMENT[placement];
    if (!allowed.includes(c.type as ComponentType)) {
      return this.fail([...at, 'type'], 'UNION_TYPE_CHOICES', `Value of field "type" must be one of (${allowed.join(', ')}).`);
    }
    RULES[c.type as ComponentType]?.(c, at, this, placement);
  }

  children(list: unknown[], at: Path, placement: Placement): void {
    list.forEach((child, i) => this.component(child, [...at, i], placement));
  }
}

type Rule = (c: Raw, at: Path, check: Check, placement: Placement) => void;

// ------------------------------------------------------------------------------------------------
// One rule per component type

function actionRow(c: Raw, at: Path, check: Check, placement: Placement): void {
  if (placement === 'modal') {
    // A modal row holds exactly one text input (rows in modals are the older, deprecated layout).
    const inputs = check.array(c, 'components', at, { min: 1, max: 1 });
    return check.children(inputs, [...at, 'components'], 'modalRow');
  }
  // Discord reports a full row per component that does not fit, not as a length error.
  const items = check.array(c, 'components', at, { min: 1, max: Number.MAX_SAFE_INTEGER });
  let width = 0;
  items.forEach((item, i) => {
    const type = (item as Raw | null)?.type as ComponentType;
    width += SELECTS.includes(type) ? ROW_WIDTH : 1;
    // Five buttons fill a row, and so does one select menu: a sixth button, a second select or a
    // button beside a select does not fit.
    if (width > ROW_WIDTH) {
      check.fail([...at, 'components', i], 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'The specified component exceeds the maximum width');
    }
  });
  check.children(items, [...at, 'components'], 'messageRow');
}

const BUTTON_STYLES = [
  ButtonStyle.Primary,
  ButtonStyle.Secondary,
  ButtonStyle.Success,
  ButtonStyle.Danger,
  ButtonStyle.Link,
  ButtonStyle.Premium,
];

function button(c: Raw, at: Path, check: Check): void {
  const style = c.style as ButtonStyle;
  if (!BUTTON_STYLES.includes(style)) {
    return check.fail([...at, 'style'], 'BASE_TYPE_CHOICES', `Value must be one of {${BUTTON_STYLES.join(', ')}}.`);
  }
  if (style === ButtonStyle.Premium) {
    // A premium button shows the SKU's own name and price: nothing else is allowed.
    check.string(c, 'sku_id', at, { min: 1, max: 20, required: true });
    for (const key of ['custom_id', 'url', 'label', 'emoji']) {
      check.forbid(c, key, at, 'BUTTON_COMPONENT_INVALID_FIELD', `A premium button cannot have a ${key}`);
    }
    return;
  }
  check.string(c, 'label', at, { max: 80 });
  check.forbid(c, 'sku_id', at, 'BUTTON_COMPONENT_INVALID_FIELD', 'Only a premium button can have a sku_id');
  if (style === ButtonStyle.Link) {
    check.string(c, 'url', at, { min: 1, max: 512, required: true });
    check.forbid(c, 'custom_id', at, 'BUTTON_COMPONENT_INVALID_FIELD', 'A link button cannot have a custom_id');
  } else {
    check.customId(c, at);
    check.forbid(c, 'url', at, 'BUTTON_COMPONENT_INVALID_FIELD', 'Only a link button can have a url');
  }
}

function selectMenu(c: Raw, at: Path, check: Check): void {
  check.customId(c, at);
  check.string(c, 'placeholder', at, { max: 150 });
  const min = check.int(c, 'min_values', at, { min: 0, max: 25 });
  const max = check.int(c, 'max_values', at, { min: 1, max: 25 });
  if (min !== undefined && max !== undefined && min > max) {
    check.fail([...at, 'min_values'], 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${max}.`);
  }
  if (c.type !== ComponentType.StringSelect) {
    check.array(c, 'default_values', at, { min: 0, max: 25, required: false });
    return;
  }
  const options = check.array(c, 'options', at, { min: 1, max: 25 });
  // Discord cannot let a user pick more options than there are.
  if (max !== undefined && options.length && max > options.length) {
    check.fail([...at, 'max_values'], 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${options.length}.`);
  }
  const values = new Set<string>();
  options.forEach((option, i) => {
    const o = (option ?? {}) as Raw;
    const where = [...at, 'options', i];
    check.string(o, 'label', where, { min: 1, max: 100, required: true });
    check.string(o, 'value', where, { min: 1, max: 100, required: true });
    check.string(o, 'description', where, { max: 100 });
    if (typeof o.value === 'string') {
      if (values.has(o.value)) check.fail(where, 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'The specified option value is already used');
      values.add(o.value);
    }
  });
}

function textInput(c: Raw, at: Path, check: Check, placement: Placement): void {
  check.customId(c, at);
  if (c.style !== TextInputStyle.Short && c.style !== TextInputStyle.Paragraph) {
    check.fail([...at, 'style'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2}.');
  }
  // In a row the input carries its label; inside a Label component the Label does.
  check.string(c, 'label', at, { min: 1, max: 45, required: placement === 'modalRow' });
  check.string(c, 'placeholder', at, { max: 100 });
  check.string(c, 'value', at, { max: 4000 });
  const min = check.int(c, 'min_length', at, { min: 0, max: 4000 });
  const max = check.int(c, 'max_length', at, { min: 1, max: 4000 });
  if (min !== undefined && max !== undefined && min > max) {
    check.fail([...at, 'min_length'], 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${max}.`);
  }
}

function label(c: Raw, at: Path, check: Check): void {
  check.string(c, 'label', at, { min: 1, max: 45, required: true });
  check.string(c, 'description', at, { max: 100 });
  if (c.component === undefined || c.component === null)
    return check.fail([...at, 'component'], 'BASE_TYPE_REQUIRED', 'This field is required');
  check.component(c.component, [...at, 'component'], 'label');
}

/** The interactive components only allowed in a Label (modals), checked for their custom id only. */
function modalOnly(c: Raw, at: Path, check: Check): void {
  check.customId(c, at);
}

function section(c: Raw, at: Path, check: Check): void {
  const texts = check.array(c, 'components', at, { min: 1, max: 3 });
  check.children(texts, [...at, 'components'], 'section');
  if (c.accessory === undefined || c.accessory === null)
    return check.fail([...at, 'accessory'], 'BASE_TYPE_REQUIRED', 'This field is required');
  check.component(c.accessory, [...at, 'accessory'], 'accessory');
}

function textDisplay(c: Raw, at: Path, check: Check): void {
  check.string(c, 'content', at, { min: 1, max: 4000, required: true });
}

function mediaItem(c: Raw, key: string, at: Path, check: Check, protocols: string[]): void {
  const media = c[key] as Raw | undefined;
  if (typeof media !== 'object' || media === null) return check.fail([...at, key], 'BASE_TYPE_REQUIRED', 'This field is required');
  check.string(media, 'url', [...at, key], { min: 1, max: 2048, required: true });
  if (typeof media.url === 'string' && !protocols.some((p) => (media.url as string).startsWith(p))) {
    check.fail([...at, key, 'url'], 'URL_TYPE_INVALID_SCHEME', `Scheme must be one of (${protocols.join(', ')}).`);
  }
}

function thumbnail(c: Raw, at: Path, check: Check): void {
  mediaItem(c, 'media', at, check, ['https://', 'http://', 'attachment://']);
  check.string(c, 'description', at, { max: 1024 });
}

function mediaGallery(c: Raw, at: Path, check: Check): void {
  const items = check.array(c, 'items', at, { min: 1, max: 10 });
  items.forEach((item, i) => {
    const where = [...at, 'items', i];
    mediaItem((item ?? {}) as Raw, 'media', where, check, ['https://', 'http://', 'attachment://']);
    check.string((item ?? {}) as Raw, 'description', where, { max: 1024 });
  });
}

function file(c: Raw, at: Path, check: Check): void {
  // A File component shows an uploaded attachment, never a link.
  mediaItem(c, 'file', at, check, ['attachment://']);
}

function separator(c: Raw, at: Path, check: Check): void {
  if (c.spacing !== undefined && c.spacing !== SeparatorSpacingSize.Small && c.spacing !== SeparatorSpacingSize.Large) {
    check.fail([...at, 'spacing'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2}.');
  }
  if (c.divider !== undefined && typeof c.divider !== 'boolean')
    check.fail([...at, 'divider'], 'BASE_TYPE_BOOLEAN', 'Must be either true or false.');
}

function container(c: Raw, at: Path, check: Check): void {
  const children = check.array(c, 'components', at, { min: 1, max: MAX_V2_COMPONENTS });
  check.children(children, [...at, 'components'], 'container');
  check.int(c, 'accent_color', at, { min: 0, max: 0xffffff });
}

const RULES: Partial<Record<ComponentType, Rule>> = {
  [ComponentType.ActionRow]: actionRow,
  [ComponentType.Button]: button,
  [ComponentType.StringSelect]: selectMenu,
  [ComponentType.UserSelect]: selectMenu,
  [ComponentType.RoleSelect]: selectMenu,
  [ComponentType.MentionableSelect]: selectMenu,
  [ComponentType.ChannelSelect]: selectMenu,
  [ComponentType.TextInput]: textInput,
  [ComponentType.Label]: label,
  [ComponentType.FileUpload]: modalOnly,
  [ComponentType.RadioGroup]: modalOnly,
  [ComponentType.CheckboxGroup]: modalOnly,
  [ComponentType.Checkbox]: modalOnly,
  [ComponentType.Section]: section,
  [ComponentType.TextDisplay]: textDisplay,
  [ComponentType.Thumbnail]: thumbnail,
  [ComponentType.MediaGallery]: mediaGallery,
  [ComponentType.File]: file,
  [ComponentType.Separator]: separator,
  [ComponentType.Container]: container,
};

// ------------------------------------------------------------------------------------------------
// Entry points

/** The message fields the checks read. `null` clears a field on an edit. */
export interface MessageFields {
  content?: string | null;
  embeds?: unknown[] | null;
  components?: unknown[] | null;
  flags?: number | null;
}

/**
 * Checks a message body (a send, an interaction reply or update, a follow-up, an edit). `existing`
 * is the stored message for an edit: its IsComponentsV2 flag stays, and its content counts.
 * Returns every invalid field, or an empty list.
 */
export function validateMessage(body: MessageFields, existing?: { content: string; embeds: unknown[]; flags?: number }): FormError[] {
  const check = new Check();
  const v2 = Boolean(((existing?.flags ?? 0) | (body.flags ?? 0)) & MessageFlags.IsComponentsV2);
  if (v2) {
    // With the flag, text goes in Text Display components: content and embeds must be empty,
    // including what an edited message already had (an upgrade must clear them with null).
    const content = body.content === undefined ? existing?.content : body.content;
    const embeds = body.embeds === undefined ? existing?.embeds : body.embeds;
    if (content)
      check.fail(
        ['content'],
        'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      );
    if (embeds?.length)
      check.fail(
        ['embeds'],
        'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        "The 'embeds' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      );
  }
  if (
    body.flags !== undefined &&
    body.flags !== null &&
    existing &&
    existing.flags! & MessageFlags.IsComponentsV2 &&
    !(body.flags & MessageFlags.IsComponentsV2)
  ) {
    check.fail(['flags'], 'MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG', 'A message using components v2 cannot be converted back');
  }
  if (body.components === undefined || body.components === null) return check.errors;
  const components = check.array(body as Raw, 'components', [], v2 ? { min: 0, max: MAX_V2_COMPONENTS } : { min: 0, max: MAX_V1_ROWS });
  check.children(components, ['components'], v2 ? 'messageV2' : 'messageV1');
  if (v2 && check.count > MAX_V2_COMPONENTS) {
    check.fail(['components'], 'BASE_TYPE_MAX_LENGTH', `Must be ${MAX_V2_COMPONENTS} or fewer in length (nested components count).`);
  }
  return check.errors;
}

/** Checks the `data` of a MODAL interaction callback (type 9). */
export function validateModal(data: unknown): FormError[] {
  const check = new Check();
  const d = (data ?? {}) as Raw;
  check.customId(d, []);
  check.string(d, 'title', [], { min: 1, max: 45, required: true });
  const components = check.array(d, 'components', [], { min: 1, max: 5 });
  check.children(components, ['components'], 'modal');
  return check.errors;
}

/**
 * Discord's 400 body for `errors`, every path under `prefix` (e.g. `['data']` for an interaction
 * callback, whose message fields sit in `data`).
 */
export function invalidFormBody(errors: FormError[], prefix: Path = []): InvalidFormBody {
  const tree: Record<string, unknown> = {};
  for (const { path, code, message } of errors) {
    let node = tree;
    for (const key of [...prefix, ...path]) node = (node[key] ??= {}) as Record<string, unknown>;
    ((node._errors ??= []) as unknown[]).push({ code, message });
  }
  return { code: 50035, message: 'Invalid Form Body', errors: tree };
}

/** Every component in `components` at any depth (rows, containers, sections, accessories, labels). */
export function allComponents(components: readonly unknown[] | undefined): Raw[] {
  const found: Raw[] = [];
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    const c = value as Raw;
    found.push(c);
    if (Array.isArray(c.components)) c.components.forEach(visit);
    if (c.accessory) visit(c.accessory);
    if (c.component) visit(c.component);
  };
  components?.forEach(visit);
  return found;
}

/** The component with `customId` in `components`, at any depth, or undefined. */
export function findComponent(components: readonly unknown[] | undefined, customId: string): Raw | undefined {
  return allComponents(components).find((c) => c.custom_id === customId);
}
