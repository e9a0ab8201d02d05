// The editable pages' small Markdown: what it reads into blocks, and what it refuses.
import { describe, expect, it } from 'vitest'
import { pageTextMessages, parsePageText, plainText } from './page-text'

describe('parsePageText', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const { blocks, problems } = parsePageText(
      [
        '## Refunds',
        'A refund goes back by M-Pesa',
        'to the number that paid.',
        '',
        '- one',
        '- two,',
        '  on two lines',
        '',
        '1. first',
        '2) second',
        '### Smaller',
      ].join('\n'),
    )
    expect(problems).toEqual([])
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Refunds' }] },
      {
        kind: 'paragraph',
        content: [{ kind: 'text', text: 'A refund goes back by M-Pesa to the number that paid.' }],
      },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two, on two lines' }]],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]],
      },
      { kind: 'heading', level: 3, content: [{ kind: 'text', text: 'Smaller' }] },
    ])
  })

  it('reads bold words, links and the fields the page fills', () => {
    const { blocks, problems } = parsePageText(
      '**By you.** Write to {{email}} or read the [privacy notice](/privacy) and [the ODPC](https://www.odpc.go.ke).',
    )
    expect(problems).toEqual([])
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        content: [
          { kind: 'strong', text: 'By you.' },
          { kind: 'text', text: ' Write to ' },
          { kind: 'field', name: 'email' },
          { kind: 'text', text: ' or read the ' },
          { kind: 'link', text: 'privacy notice', href: '/privacy' },
          { kind: 'text', text: ' and ' },
          { kind: 'link', text: 'the ODPC', href: 'https://www.odpc.go.ke' },
          { kind: 'text', text: '.' },
        ],
      },
    ])
    expect(
      plainText(blocks[0]!.kind === 'paragraph' ? blocks[0]!.content : [], { email: 'x@y.ke' }),
    ).toBe('By you. Write to x@y.ke or read the privacy notice and the ODPC.')
  })

  it('keeps HTML as the words it is: a script is text, never markup', () => {
    const { blocks, problems } = parsePageText('<script>alert(1)</script> <b>hi</b>')
    expect(problems).toEqual([])
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        content: [{ kind: 'text', text: '<script>alert(1)</script> <b>hi</b>' }],
      },
    ])
  })

  it('refuses a top heading, deep headings, unsafe links and unknown fields, by line', () => {
    expect(
      pageTextMessages(
        [
          '# Title',
          '#### Deep',
          '[click](javascript:alert(1))',
          '[old](http://example.com) [up](//evil.example)',
          'Call {{phone}}',
        ].join('\n\n'),
      ),
    ).toEqual([
      'Line 1: Start a heading with ## or ###: the page title is its only # heading',
      'Line 3: Headings are ## or ### (three # at most)',
      'Line 5: The link "click" must go to https://, mailto:, tel: or a page of the site (/...)',
      'Line 7: The link "old" must go to https://, mailto:, tel: or a page of the site (/...)',
      'Line 7: The link "up" must go to https://, mailto:, tel: or a page of the site (/...)',
      expect.stringMatching(
        /^Line 9: \{\{phone\}\} is not a detail the page can fill: use one of \{\{name\}\}, /,
      ),
    ])
  })

  it('takes mailto and tel links', () => {
    expect(pageTextMessages('[mail](mailto:jobs@dealer.co.ke) [call](tel:+254700123456)')).toEqual(
      [],
    )
  })
})
