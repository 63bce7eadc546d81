import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ConversationPage, SentMessageReply } from '../../../../src/core/api/supportWire';
import { checkSupportMessage } from '../../../../src/core/validation';
import { supportAnswersDue, supportConversations, supportMessages } from '../../db/schema';
import { requireCustomer } from '../../http/identity';
import { requestLanguage, translate } from '../../http/language';
import { acceptMultipartForms } from '../../http/multipartForm';
import { parseInput } from '../../http/parseInput';
import { topicOf } from '../../support/cannedAnswers';
import {
  CHAT_PHOTO_FOLDER,
  conversationWire,
  type ReplyContext,
  supportParticipant,
} from '../../support/conversationWire';
import { refuseFailedRules } from '../account/fieldRules';
import { checkedPhotos, readPhotoRequest, storePhotos } from '../afterOrder/uploadedImages';
import { authRateLimit, publicOrigin, type RouteContext } from '../context';
import {
  conversationOf,
  markSupportMessagesSeen,
  mentions,
  messagePage,
  namedConversation,
} from './conversationReads';
import { detailsInput, listInput, searchInput, sendInput } from './supportInput';

/** What the support routes need beyond the database. */
export interface SupportRouteOptions extends RouteContext {
  /** Where chat pictures are written (the served pictures folder). */
  imagesDir: string;
  /** How long after the shopper's message support's answer is due. */
  answerDelayMs: number;
}

/** The form field of the pictures, as 6amMart's clients send them (`image[]`). */
const PHOTO_FIELD = 'image';

const replyContext = (request: FastifyRequest): ReplyContext => ({
  language: requestLanguage(request),
  origin: publicOrigin(request),
});

/**
 * The support chat (6amMart v1 customer/message/*): a signed-in customer's one conversation with
 * the shop's support, its messages paged newest first, text and pictures. Opening it marks
 * support's answers read; each message the customer sends makes support's answer due.
 */
export const messageRoutes: FastifyPluginAsync<SupportRouteOptions> = async (
  app,
  { db, imagesDir, answerDelayMs },
) => {
  await acceptMultipartForms(app);

  const conversationList = async (
    request: FastifyRequest,
    page: { offset: number; limit: number },
    found: boolean,
  ): Promise<Omit<ConversationPage, 'type'>> => {
    const customerId = await requireCustomer(db, request);
    const own = found ? await conversationOf(db, customerId) : null;
    const shown = own !== null && page.offset === 1 ? [own] : [];
    return {
      total_size: own === null ? 0 : 1,
      limit: page.limit,
      offset: page.offset,
      conversations: await Promise.all(
        shown.map((row) => conversationWire(db, row, replyContext(request))),
      ),
    };
  };

  app.get('/customer/message/list', async (request): Promise<ConversationPage> => {
    const input = parseInput(listInput, request.query);
    // Every conversation of this shop is with its support: another type has none.
    const found = input.type === undefined || input.type === 'admin';
    return { type: input.type ?? null, ...(await conversationList(request, input, found)) };
  });

  app.get('/customer/message/search-list', async (request): Promise<ConversationPage> => {
    const input = parseInput(searchInput, request.query);
    const customerId = await requireCustomer(db, request);
    // As 6amMart finds a conversation by the other side's name, the shop's name (in either
    // language) finds support's.
    const names = await Promise.all(
      (['ar', 'en'] as const).map(
        async (language) => (await supportParticipant(db, language)).f_name,
      ),
    );
    const named = names.some((name) => name.toLowerCase().includes(input.name.toLowerCase()));
    const [match] = await db
      .select({ id: supportConversations.id })
      .from(supportConversations)
      .where(
        and(
          eq(supportConversations.customerId, customerId),
          named ? undefined : mentions(input.name),
        ),
      )
      .limit(1);
    return { type: null, ...(await conversationList(request, input, match !== undefined)) };
  });

  app.get('/customer/message/details', async (request) => {
    const input = parseInput(detailsInput, request.query);
    const customerId = await requireCustomer(db, request);
    const conversation = await namedConversation(db, customerId, input.conversation_id);
    if (conversation !== null) await markSupportMessagesSeen(db, conversation.id);
    return messagePage(
      db,
      conversation,
      { ...input, afterId: input.last_id },
      replyContext(request),
    );
  });

  // Each message makes an answer due: a client may send 20 a minute, as it may sign in.
  app.post(
    '/customer/message/send',
    { config: authRateLimit() },
    async (request): Promise<SentMessageReply> => {
      // The form is read whole before anything is refused, so the client's upload finishes.
      const sent = await readPhotoRequest(request, PHOTO_FIELD);
      const customerId = await requireCustomer(db, request);
      const input = parseInput(sendInput, sent.fields);
      const text = input.message?.trim() ?? '';
      refuseFailedRules({ message: checkSupportMessage(text, sent.files.length) });
      const photos = checkedPhotos(sent.files, PHOTO_FIELD);
      await namedConversation(db, customerId, input.conversation_id);
      const language = requestLanguage(request);
      const stored = await storePhotos(imagesDir, CHAT_PHOTO_FOLDER, photos);
      let conversationId: number;
      try {
        conversationId = await db.transaction(async (tx) => {
          const now = new Date();
          await tx
            .insert(supportConversations)
            .values({ customerId, lastMessageTime: now })
            .onConflictDoNothing({ target: supportConversations.customerId });
          const [conversation] = await tx
            .select({ id: supportConversations.id })
            .from(supportConversations)
            .where(eq(supportConversations.customerId, customerId))
            .for('update');
          if (!conversation) throw new Error('the conversation was not opened');
          const [message] = await tx
            .insert(supportMessages)
            .values({
              conversationId: conversation.id,
              sender: 'customer',
              message: text === '' ? null : text,
              files: stored.names,
              createdAt: now,
            })
            .returning({ id: supportMessages.id });
          await tx
            .update(supportConversations)
            .set({ lastMessageId: message?.id ?? null, lastMessageTime: now, updatedAt: now })
            .where(eq(supportConversations.id, conversation.id));
          // An answer already due keeps its time and answers what was written last.
          await tx
            .insert(supportAnswersDue)
            .values({
              conversationId: conversation.id,
              dueAt: new Date(now.getTime() + answerDelayMs),
              language,
              topic: topicOf(text),
            })
            .onConflictDoUpdate({
              target: supportAnswersDue.conversationId,
              set: { language, topic: topicOf(text) },
            });
          return conversation.id;
        });
      } catch (error) {
        await stored.discard();
        throw error;
      }
      const [conversation] = await db
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.id, conversationId))
        .limit(1);
      const page = await messagePage(db, conversation ?? null, input, replyContext(request));
      if (page.conversation === null) throw new Error('the conversation was not read back');
      return {
        ...page,
        conversation: page.conversation,
        message: translate(language, 'Message sent'),
      };
    },
  );
};
