import { Type } from 'typebox';
import { singleLine, strict, VersionAnswer } from '../platform/http/schemas';

// TypeBox schemas of the branding calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

export const SkinItemType = Type.Union(
  [
    Type.Literal('Image'),
    Type.Literal('Video'),
    Type.Literal('Audio'),
    Type.Literal('ImageOrVideo'),
    Type.Literal('SingleColor'),
    Type.Literal('SingleNumber'),
    Type.Literal('Boolean'),
    Type.Literal('ColorPairList'),
  ],
  { title: 'SkinItemType' },
);

export const ColorPair = Type.Object({ primary: Type.String(), secondary: Type.String() }, { title: 'ColorPair' });

export const ColorPairInput = strict({ primary: singleLine({ maxLength: 9 }), secondary: singleLine({ maxLength: 9 }) });

export const SkinValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(ColorPair)], { title: 'SkinValue' });

export const SkinValueInput = Type.Union([
  singleLine({ maxLength: 2048 }),
  Type.Number(),
  Type.Boolean(),
  Type.Array(ColorPairInput, { maxItems: 8 }),
]);

export const Dimensions = Type.Object({ width: Type.Number(), height: Type.Number() }, { title: 'Dimensions' });

export const SkinItem = Type.Object(
  {
    property: Type.String(),
    label: Type.String(),
    type: SkinItemType,
    value: SkinValue,
    dimensions: Type.Optional(Dimensions),
    assetFamily: Type.Optional(Type.String()),
    hidden: Type.Optional(Type.Boolean()),
    version: VersionAnswer,
  },
  { title: 'SkinItem' },
);

export const SkinGroup = Type.Record(Type.String(), SkinItem, { title: 'SkinGroup' });

export const World = Type.Object(
  {
    worldID: Type.String(),
    name: Type.String(),
    worldSkin: SkinGroup,
    uiSkin: Type.Optional(SkinGroup),
    avatarSkin: Type.Optional(SkinGroup),
    emailSkin: Type.Optional(SkinGroup),
  },
  { title: 'World' },
);
