// Sends each conversation of messages.json through the public chat API of a running LuxPro, as a
// customer on a French or German page would, and records every reply in replies.json.
// Usage: BASE_URL=http://127.0.0.1:3140 npx tsx eval/2026-11-29-reply-languages/run.ts
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

type Conversation = { id: string; language: string; pageLanguage: 'fr' | 'de'; turns: string[] }

const here = import.meta.dirname
const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3140'

async function send(body: Record<string, unknown>, pageLanguage: string) {
  const response = await fetch(`${baseUrl}/api/public/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': pageLanguage },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function runConversation(conversation: Conversation) {
  let sessionId: string | undefined
  const turns = []
  for (const message of conversation.turns) {
    const request = { message, language: conversation.pageLanguage, ...(sessionId ? { sessionId } : {}) }
    const { status, body } = await send(request, conversation.pageLanguage)
    if (typeof body.sessionId === 'string') sessionId = body.sessionId
    turns.push({
      message,
      status,
      reply: body.reply,
      quickReplies: body.quickReplies,
      language: body.language,
      state: body.state,
      category: body.category,
      ...(status >= 400 ? { error: body.error } : {}),
    })
  }
  return {
    id: conversation.id,
    language: conversation.language,
    pageLanguage: conversation.pageLanguage,
    turns,
  }
}

const conversations = JSON.parse(await readFile(join(here, 'messages.json'), 'utf8')) as Conversation[]
const results = []
for (const conversation of conversations) {
  results.push(await runConversation(conversation))
  process.stdout.write(`${conversation.id} `)
}
await writeFile(join(here, 'replies.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log(`\n${results.length} conversations recorded`)
