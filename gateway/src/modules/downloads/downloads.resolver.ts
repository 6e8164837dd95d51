import { Arg, Authorized, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { invalidates } from '../../cache/invalidates.js';
import type { Context } from '../../core/context.js';
import { listDownloadFiles, listDownloadSlots } from './download-listing.js';
import { purgeDownloadVersions } from './download-purge.js';
import { slotAt, switchSlot } from './download-slots.js';
import { DownloadFileView, DownloadSlotView } from './downloads.types.js';

/** Cache tag of the public list of files. */
export const DOWNLOADS_TAG = 'downloads';

@Resolver()
export class DownloadsResolver {
  @Query(() => [DownloadFileView], { description: 'Public. The files the /downloads page offers now, in page order.' })
  downloadFiles(@Ctx() { em }: Context): Promise<DownloadFileView[]> {
    return listDownloadFiles(em);
  }

  @Authorized('downloads:read')
  @Query(() => [DownloadSlotView], { description: 'Admin. Every file slot of the /downloads page, in page order, with its file if it has one.' })
  downloadSlots(@Ctx() { em }: Context): Promise<DownloadSlotView[]> {
    return listDownloadSlots(em);
  }

  @Authorized('downloads:write')
  @UseMiddleware(invalidates(DOWNLOADS_TAG))
  @Mutation(() => Boolean, {
    description: "Admin. Takes the file out of its slot, whose link says 'not available' again. True when the slot had a file.",
  })
  async removeDownloadFile(
    @Arg('path', () => String, { description: 'The slot’s path, as the downloads page links it.' }) path: string,
    @Ctx() { em, services, reply }: Context,
  ): Promise<boolean> {
    const removed = await switchSlot(em, slotAt(path).path, null);
    // The removal stands even if cleaning up older versions fails; the next change tries again.
    await purgeDownloadVersions(em, services.files).catch((error: unknown) => reply.log.error({ err: error }, 'Purging old download versions failed.'));
    return removed;
  }
}
