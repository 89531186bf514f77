// v2 components (Container, TextDisplay, Section, Thumbnail, Separator, File, MediaGallery,
// MediaGalleryItem): their Discord JSON against golden files, and their errors on bad input.
//
// Goldens checked by hand against Discord's Components V2 reference (and discord-api-types 0.38):
// component types container 17, text display 10, section 9, thumbnail 11, separator 14, file 13,
// media gallery 12 (action row 1, button 2 inside them); a container holds only action rows, text
// displays, sections, separators, files and media galleries, in the order written; accent_color is
// an integer 0–0xFFFFFF and absent when not given; a section has 1–3 text displays and exactly one
// accessory (thumbnail, or a button with a custom_id or url); thumbnails and gallery items carry
// `media: { url }`, descriptions ≤ 1024 characters; a gallery has 1–10 items; a file's
// url is `attachment://…`; separator spacing is 1 (small) or 2 (large); the message total stays
// far below the 40-component limit.
import { ButtonStyle, SeparatorSpacingSize } from 'discord.js';
import {
  ActionRow,
  Button,
  Container,
  File,
  MediaGallery,
  MediaGalleryItem,
  Section,
  Separator,
  TextDisplay,
  Thumbnail,
} from '../../src/index.ts';
import { expectGolden, json, startCommandKit, stopCommandKit } from './jsx-support.ts';

afterEach(stopCommandKit);

const avatar = 'https://cdn.discordapp.com/embed/avatars/0.png';

describe('layout components', () => {
  it('match the golden JSON', () => {
    startCommandKit();
    const members = ['Alice', 'Bob'];
    expectGolden('v2-layout', {
      textDisplay: <TextDisplay content="**Bold** text" />,
      textFromChildren: <TextDisplay id={3}>Hello {members[0]}</TextDisplay>,
      separatorDefault: <Separator />,
      separatorLarge: <Separator spacing="large" divider={false} />,
      separatorEnum: <Separator spacing={SeparatorSpacingSize.Small} divider />,
      thumbnail: <Thumbnail url={avatar} description="An avatar" spoiler />,
      sectionWithThumbnail: (
        <Section id={5}>
          <TextDisplay>First line</TextDisplay>
          {members.map((name) => (
            <TextDisplay>{name}</TextDisplay>
          ))}
          <Thumbnail url={avatar} />
        </Section>
      ),
      sectionWithButton: (
        <Section>
          <Button url="https://discord.js.org">Open</Button>
          <TextDisplay>A link beside some text</TextDisplay>
        </Section>
      ),
      container: (
        <Container accentColor={0x5865f2} spoiler={false} id={1}>
          <TextDisplay># Title</TextDisplay>
          <Separator />
          <Section>
            <TextDisplay>Section text</TextDisplay>
            <Button customId="section-button" style="secondary">
              More
            </Button>
          </Section>
          <ActionRow>
            <Button customId="yes" style={ButtonStyle.Success}>
              Yes
            </Button>
            <Button customId="no" style="danger">
              No
            </Button>
          </ActionRow>
        </Container>
      ),
      containerNoAccent: (
        <Container>
          <TextDisplay>No accent colour</TextDisplay>
        </Container>
      ),
      containerColorResolvable: (
        <Container accentColor="#FF0000">
          <TextDisplay>Red</TextDisplay>
        </Container>
      ),
      containerNamedColor: (
        <Container accentColor="Blurple">
          <TextDisplay>Blurple</TextDisplay>
        </Container>
      ),
    });
  });

  it('leaves the accent colour out when it is not given', () => {
    expect(
      json(
        <Container>
          <TextDisplay>x</TextDisplay>
        </Container>,
      ),
    ).not.toHaveProperty('accent_color');
  });

  it('reports bad layouts clearly', () => {
    expect(() => <TextDisplay />).toThrow(new TypeError('<TextDisplay> needs a "content" prop or text children.'));
    expect(() => <TextDisplay>{<Separator />}</TextDisplay>).toThrow(
      '<TextDisplay> takes only text as "children", but got a SeparatorBuilder.',
    );
    expect(() => <Thumbnail url="" />).toThrow(new TypeError('<Thumbnail> needs a "url" prop.'));
    expect(() => <Separator spacing={'huge' as 'large'} />).toThrow(
      `<Separator> got an unknown "spacing" "huge": use SeparatorSpacingSize.Small or Large ('small' or 'large').`,
    );
    expect(() => <Container />).toThrow(
      new RangeError(
        '<Container> needs at least one child in "children": <TextDisplay>, <ActionRow>, <Section>, <Separator>, <File> and <MediaGallery> elements.',
      ),
    );
    expect(() => (
      <Container>
        <Button customId="b">B</Button>
      </Container>
    )).toThrow(
      new TypeError(
        '<Container> cannot hold a ButtonKit in "children": it takes <TextDisplay>, <ActionRow>, <Section>, <Separator>, <File> and <MediaGallery> elements.',
      ),
    );
    expect(() => (
      <Container>
        <Container>
          <TextDisplay>x</TextDisplay>
        </Container>
      </Container>
    )).toThrow(/^<Container> cannot hold a ContainerBuilder in "children"/);
    expect(() => <Container>{'plain text'}</Container>).toThrow(/^<Container> cannot hold a string in "children"/);
    expect(() => (
      <Container>
        <Section>
          <TextDisplay>x</TextDisplay>
          <Thumbnail url="https://example.com/a.png" />
        </Section>
        <ActionRow />
      </Container>
    )).toThrow();
    expect(() => (
      <Section>
        <TextDisplay>x</TextDisplay>
        <ActionRow>
          <Button customId="b">B</Button>
        </ActionRow>
      </Section>
    )).toThrow(/^<Section> cannot hold an ActionRowBuilder in "children"/);
    expect(() => (
      <Container accentColor={'not a colour' as 'Blurple'}>
        <TextDisplay>x</TextDisplay>
      </Container>
    )).toThrow(/^<Container> got an "accentColor" discord.js cannot read \("not a colour"\)/);

    const text = <TextDisplay>t</TextDisplay>;
    const thumb = <Thumbnail url={avatar} />;
    expect(() => <Section>{thumb}</Section>).toThrow(new RangeError('<Section> needs 1 to 3 <TextDisplay> children, but got 0.'));
    expect(() => (
      <Section>
        {[text, text, text, text]}
        {thumb}
      </Section>
    )).toThrow('<Section> needs 1 to 3 <TextDisplay> children, but got 4.');
    expect(() => <Section>{text}</Section>).toThrow(
      new TypeError('<Section> needs an accessory in "children": a <Thumbnail> or a <Button>.'),
    );
    expect(() => (
      <Section>
        {text}
        {thumb}
        {thumb}
      </Section>
    )).toThrow(new TypeError('<Section> takes one accessory (a <Thumbnail> or a <Button>) in "children", but got two.'));
    expect(() => (
      <Section>
        {text}
        <Separator />
      </Section>
    )).toThrow(
      new TypeError(
        '<Section> cannot hold a SeparatorBuilder in "children": it takes <TextDisplay> elements and one <Thumbnail> or <Button>.',
      ),
    );
  });
});

describe('media components', () => {
  it('match the golden JSON', () => {
    expectGolden('v2-media', {
      file: <File url="attachment://report.txt" />,
      fileSpoiler: <File url="attachment://secret.png" spoiler id={9} />,
      gallery: (
        <MediaGallery>
          <MediaGalleryItem url={avatar} description="Default avatar" />
          {[1, 2].map((n) => (
            <MediaGalleryItem url={`attachment://photo-${n}.png`} spoiler={n === 2} />
          ))}
        </MediaGallery>
      ),
      inContainer: (
        <Container>
          <MediaGallery id={4}>
            <MediaGalleryItem url={avatar} />
          </MediaGallery>
          <File url="attachment://notes.md" />
        </Container>
      ),
    });
  });

  it('reports bad files and galleries clearly', () => {
    expect(() => <File url="https://example.com/a.txt" />).toThrow(
      new TypeError('<File> needs a "url" of the form attachment://<file name>, but got "https://example.com/a.txt".'),
    );
    expect(() => <File {...({} as { url: string })} />).toThrow(new TypeError('<File> needs a "url" prop.'));
    expect(() => <MediaGalleryItem url="" />).toThrow(new TypeError('<MediaGalleryItem> needs a "url" prop.'));
    // url is optional in the type, as in 1.0, but an item without it is refused when rendered.
    expect(() => <MediaGalleryItem description="No picture" />).toThrow(new TypeError('<MediaGalleryItem> needs a "url" prop.'));
    expect(() => <MediaGallery />).toThrow(new RangeError('<MediaGallery> needs 1 to 10 <MediaGalleryItem> children, but got 0.'));
    const eleven = Array.from({ length: 11 }, (_, n) => <MediaGalleryItem url={`attachment://${n}.png`} />);
    expect(() => <MediaGallery>{eleven}</MediaGallery>).toThrow('<MediaGallery> needs 1 to 10 <MediaGalleryItem> children, but got 11.');
    expect(() => (
      <MediaGallery>
        <Thumbnail url={avatar} />
      </MediaGallery>
    )).toThrow(new TypeError('<MediaGallery> cannot hold a ThumbnailBuilder in "children": it takes only <MediaGalleryItem> elements.'));
  });
});
