import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Html } from '@react-email/html'
import { Img } from '@react-email/img'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { render } from '@react-email/render'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { UiLanguage } from '@shared/i18n/languages'
import { Fragment, type ReactNode } from 'react'
import type { BodyBlock } from './email-body'
import type { FooterLink } from './email-footer'
import { LAYOUT_COPY } from './email-layout-copy'
import { CSS, FONT, LIGHT, type Tone, tone } from './email-palette'

/** A link in running text, up to the characters that end a sentence. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)»”]/g

/** Text as written: its line breaks kept, its links made clickable. */
function RichText({ text, linkTone }: { text: string; linkTone: Tone }) {
  const lines = text.split('\n')
  return lines.map((line, index) => {
    const parts: ReactNode[] = []
    let last = 0
    for (const match of line.matchAll(URL_IN_TEXT)) {
      parts.push(line.slice(last, match.index))
      parts.push(
        <Link
          key={match.index}
          href={match[0]}
          className={tone(linkTone)}
          style={{ ...LIGHT[linkTone], textDecoration: 'underline', wordBreak: 'break-all' }}
        >
          {match[0]}
        </Link>,
      )
      last = match.index + match[0].length
    }
    parts.push(line.slice(last))
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text never move
    return <Fragment key={index}>{[index > 0 ? <br key="br" /> : null, ...parts]}</Fragment>
  })
}

const paragraph = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }

/** A quote that is one word (an access code) is there to be read and typed: larger, in a fixed width. */
const isCode = (text: string) => /^\S{4,32}$/.test(text)
const CODE = {
  fontFamily: 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace',
  fontSize: '22px',
  fontWeight: 700,
  letterSpacing: '2px',
  lineHeight: '32px',
}

function Block({ block, language }: { block: BodyBlock; language: UiLanguage }) {
  if (block.kind === 'paragraph')
    return (
      <Text className={tone('card')} style={{ ...LIGHT.card, ...paragraph }}>
        <RichText text={block.text} linkTone="link" />
      </Text>
    )
  if (block.kind === 'quote')
    return (
      <Section
        className={tone('quote')}
        style={{ ...LIGHT.quote, borderLeft: '4px solid #0077a8', borderRadius: '4px', margin: '0 0 16px' }}
      >
        <Text
          className={tone('quote')}
          style={{
            ...LIGHT.quote,
            ...paragraph,
            ...(isCode(block.text) ? CODE : {}),
            margin: '0',
            padding: '12px 16px',
          }}
        >
          <RichText text={block.text} linkTone="quoteLink" />
        </Text>
      </Section>
    )
  return (
    <>
      <Section style={{ margin: '24px 0 8px', textAlign: 'center' }}>
        <Button
          href={block.url}
          className={tone('button')}
          style={{
            ...LIGHT.button,
            borderRadius: '8px',
            fontSize: '16px',
            fontWeight: 600,
            lineHeight: '24px',
            padding: '12px 24px',
            textDecoration: 'none',
          }}
        >
          {block.label}
        </Button>
      </Section>
      <Text
        className={tone('muted')}
        style={{ ...LIGHT.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 16px' }}
      >
        {LAYOUT_COPY[language].fallback}
        <br />
        <Link
          href={block.url}
          className={tone('link')}
          style={{ ...LIGHT.link, textDecoration: 'underline', wordBreak: 'break-all' }}
        >
          {block.url}
        </Link>
      </Text>
    </>
  )
}

/** The brand: the app icon's white L on blue, and the name in the brand's colour. */
function Brand() {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ margin: '0 0 16px 4px' }}>
      <tbody>
        <tr>
          <td
            className={tone('button')}
            style={{
              ...LIGHT.button,
              borderRadius: '8px',
              fontFamily: FONT,
              fontSize: '20px',
              fontWeight: 700,
              height: '32px',
              lineHeight: '32px',
              textAlign: 'center',
              width: '32px',
            }}
          >
            L
          </td>
          <td
            className={tone('wordmark')}
            style={{
              ...LIGHT.wordmark,
              fontFamily: FONT,
              fontSize: '22px',
              fontWeight: 700,
              paddingLeft: '10px',
            }}
          >
            LuxPro
          </td>
        </tr>
      </tbody>
    </table>
  )
}

export interface EmailLayoutProps {
  language: UiLanguage
  /** The subject, shown as the heading. */
  heading: string
  /** The line an inbox shows after the subject. */
  preheader: string
  blocks: BodyBlock[]
  /** An image shown after the quote (an invoice's payment QR code). */
  image?: { src: string; alt: string }
  footer: FooterLink[]
}

/** Every email LuxPro sends, around the words of its template. */
/** The layout as HTML: render-email.ts loads this file, and React with it, with the first email. */
export function renderEmailLayout(props: EmailLayoutProps): Promise<string> {
  return render(<EmailLayout {...props} />)
}

export function EmailLayout({ language, heading, preheader, blocks, image, footer }: EmailLayoutProps) {
  const quote = blocks.findIndex((block) => block.kind === 'quote')
  const action = blocks.findIndex((block) => block.kind === 'action')
  const imageAfter = quote >= 0 ? quote : action > 0 ? action - 1 : blocks.length - 1
  return (
    <Html lang={language}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{heading}</title>
        <style>{CSS}</style>
      </Head>
      <Body className={tone('page')} style={{ ...LIGHT.page, fontFamily: FONT, margin: '0', padding: '0' }}>
        <Preview>{preheader}</Preview>
        <Container
          className="lp-page lp-shell"
          style={{ ...LIGHT.page, maxWidth: '600px', padding: '32px 16px' }}
        >
          <Brand />
          <Section
            className="lp-card lp-box"
            style={{ ...LIGHT.card, border: '1px solid #e2e8f0', borderRadius: '12px', padding: '32px' }}
          >
            <Heading
              as="h1"
              className={tone('card')}
              style={{
                ...LIGHT.card,
                fontSize: '22px',
                lineHeight: '30px',
                fontWeight: 700,
                margin: '0 0 20px',
              }}
            >
              {heading}
            </Heading>
            {blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one email never move
              <Fragment key={index}>
                <Block block={block} language={language} />
                {image && index === imageAfter ? (
                  <Img
                    src={image.src}
                    alt={image.alt}
                    width="180"
                    height="180"
                    style={{ margin: '0 0 16px' }}
                  />
                ) : null}
              </Fragment>
            ))}
          </Section>
          <Section className={tone('footer')} style={{ ...LIGHT.footer, padding: '20px 8px 0' }}>
            <Text
              className={tone('footer')}
              style={{ ...LIGHT.footer, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' }}
            >
              {footer.map((link, index) => (
                <Fragment key={link.url}>
                  {index > 0 ? ' · ' : null}
                  <Link
                    href={link.url}
                    className={tone('footerLink')}
                    style={{ ...LIGHT.footerLink, textDecoration: 'underline' }}
                  >
                    {link.label}
                  </Link>
                </Fragment>
              ))}
            </Text>
            <Text
              className={tone('footer')}
              style={{ ...LIGHT.footer, fontSize: '12px', lineHeight: '18px', margin: '0' }}
            >
              {LAYOUT_COPY[language].identity.map((item, index) => (
                <Fragment key={item}>
                  {index > 0 ? ' · ' : null}
                  <span style={{ whiteSpace: 'nowrap' }}>{item}</span>
                </Fragment>
              ))}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
