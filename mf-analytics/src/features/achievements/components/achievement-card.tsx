import { achievementIcon, lockIcon } from '@ai-council/contracts';
import { capitalise } from '@ai-council/rules';
import type { Achievement } from '@ai-council/contracts';
import { useShareAchievement, useUnshareAchievement } from '@ai-council/queries';
import { Badge, Button, Card, toast, trackFeatureUsage, toastFailure } from '@ai-council/ui';
import { useEffect, useRef, useState } from 'react';
import { downloadAchievementImage } from '../lib/achievement-image';
import {
  SHARE_NETWORKS,
  SHARE_WINDOW_FEATURES,
  achievementLink,
  shareUrl,
  type ShareNetwork,
} from '../lib/share';
import { AchievementIcon } from './achievement-icon';
import { NetworkIcon } from './network-icons';

/** SPEC §9: 'Copied!' shows for 2 s. */
export const COPIED_FOR_MS = 2000;

const dateFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

function RarityBadge({ rarity }: { rarity: Achievement['rarity'] }) {
  return <span className={`ach-rarity ach-rarity--${rarity}`}>{capitalise(rarity)}</span>;
}

/** The card's top: its medal (a lock until it is won), its rarity and whether it is unlocked. */
function CardTop({ achievement, unlocked }: { achievement: Achievement; unlocked: boolean }) {
  return (
    <div className="ui-title-row">
      <span className={unlocked ? 'ach-card__medal' : 'ach-card__medal ach-card__medal--locked'}>
        <AchievementIcon shape={unlocked ? achievementIcon(achievement.icon) : lockIcon} />
      </span>
      <div className="ach-card__tags">
        <RarityBadge rarity={achievement.rarity} />
        {unlocked ? <Badge variant="success">Unlocked</Badge> : <Badge variant="outline">Locked</Badge>}
      </div>
    </div>
  );
}

function LockedCard({ achievement }: { achievement: Achievement }) {
  return (
    <Card className="ach-card ach-card--locked" data-testid="achievement-card" data-unlocked="false">
      <CardTop achievement={achievement} unlocked={false} />
      <div className="ach-card__body">
        <h3 className="ach-card__title">???</h3>
        <p className="ach-card__description">Keep playing to unlock this achievement!</p>
      </div>
      <div className="ach-card__meta">
        <span>{capitalise(achievement.category)}</span>
      </div>
    </Card>
  );
}

/** The achievement as an image to download. Downloading does not publish: the card names the public link only once the player has shared it. */
async function downloadImage(achievement: Achievement) {
  try {
    const link = achievement.shareId ? achievementLink(achievement.shareId) : window.location.origin;
    await downloadAchievementImage(achievement, link);
  } catch (error) {
    toastFailure('Failed to create the achievement image', error, {
      title: 'Download Failed',
      description: 'The achievement image could not be created.',
    });
  }
}

/** An unlocked achievement: its medal, rarity, what it is, its value and when it was won. */
function UnlockedFace({ achievement }: { achievement: Achievement }) {
  return (
    <>
      <CardTop achievement={achievement} unlocked />
      <div className="ach-card__body">
        <h3 className="ach-card__title" id={`achievement-${achievement.id}-title`}>
          {achievement.title}
        </h3>
        <p className="ach-card__description">{achievement.description}</p>
      </div>
      <div className="ach-card__meta">
        <span className="ach-card__value">{achievement.value}</span>
        <span>{capitalise(achievement.category)}</span>
        {achievement.date ? (
          <time dateTime={achievement.date}>{dateFormat.format(new Date(achievement.date))}</time>
        ) : null}
      </div>
    </>
  );
}

/** Copy the link, download the image, stop sharing, share to a network. */
function AchievementActions({
  achievement,
  copied,
  unsharing,
  onCopy,
  onDownload,
  onStopSharing,
  onShare,
}: {
  achievement: Achievement;
  copied: boolean;
  unsharing: boolean;
  onCopy: () => void;
  onDownload: () => void;
  onStopSharing: () => void;
  onShare: (network: ShareNetwork) => void;
}) {
  return (
    <div className="ach-card__actions">
      <Button
        size="sm"
        variant="secondary"
        className="ach-copy"
        onClick={onCopy}
        aria-label={copied ? `Link to ${achievement.title} copied` : `Copy link to ${achievement.title}`}
      >
        <span aria-live="polite">{copied ? 'Copied!' : 'Copy Link'}</span>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={onDownload}
        aria-label={`Download ${achievement.title} image`}
      >
        Download
      </Button>
      {achievement.shareId ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={unsharing}
          onClick={onStopSharing}
          aria-label={`Stop sharing ${achievement.title}`}
        >
          Stop Sharing
        </Button>
      ) : null}
      <span className="ach-card__share" role="group" aria-label="Share">
        {SHARE_NETWORKS.map((network) => (
          <Button
            key={network.id}
            size="icon"
            variant="ghost"
            className="ach-share"
            onClick={() => onShare(network.id)}
            aria-label={`Share ${achievement.title} to ${network.label}`}
            title={`Share to ${network.label}`}
          >
            <NetworkIcon network={network.id} />
          </Button>
        ))}
      </span>
    </div>
  );
}

/** "Copied!" for a moment after each copy. */
function useCopiedFlag(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  };
  return [copied, show];
}

function UnlockedCard({ achievement }: { achievement: Achievement }) {
  const [copied, showCopied] = useCopiedFlag();
  const { mutateAsync: mintShare } = useShareAchievement();
  const { mutateAsync: releaseShare, isPending: unsharing } = useUnshareAchievement();
  // Shared before: the link is known. Else the first share mints its id (one call, then kept in the list).
  const shareLink = async (): Promise<string> =>
    achievementLink(achievement.shareId ?? (await mintShare(achievement.id)).shareId);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(await shareLink());
      showCopied();
    } catch (error) {
      // SPEC §8: a failed copy is only logged.
      console.error('Failed to copy link', error);
    }
  };

  // The player takes a shared achievement back: its public page and card answer 404 from now on.
  const stopSharing = async () => {
    try {
      await releaseShare(achievement.id);
      toast({
        title: 'Sharing Stopped',
        description: `The public link to ${achievement.title} no longer works.`,
      });
    } catch (error) {
      toastFailure('Failed to stop sharing the achievement', error, {
        title: 'Could Not Stop Sharing',
        description: 'The link still works. Try again in a moment.',
      });
    }
  };

  const share = async (network: ShareNetwork) => {
    let link: string;
    try {
      link = await shareLink();
    } catch (error) {
      toastFailure('Failed to share the achievement', error, {
        title: 'Share Failed',
        description: 'The link to this achievement could not be created. Please try again.',
      });
      return;
    }
    window.open(shareUrl(network, achievement, link), '_blank', SHARE_WINDOW_FEATURES);
    void trackFeatureUsage('achievement_shared');
    toast({
      title: 'Shared Achievement!',
      description: `${achievement.title} is ready to post.`,
      variant: 'success',
    });
  };

  return (
    <Card
      className={`ui-card--striped ui-rarity--${achievement.rarity} ach-card ach-card--${achievement.rarity}`}
      data-testid="achievement-card"
      data-unlocked="true"
      aria-labelledby={`achievement-${achievement.id}-title`}
    >
      <UnlockedFace achievement={achievement} />
      <AchievementActions
        achievement={achievement}
        copied={copied}
        unsharing={unsharing}
        onCopy={() => void copyLink()}
        onDownload={() => void downloadImage(achievement)}
        onStopSharing={() => void stopSharing()}
        onShare={(network) => void share(network)}
      />
    </Card>
  );
}

/** SPEC §2 Achievements: an unlocked card with its actions, or a locked one that gives nothing away. */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  return achievement.unlocked ? (
    <UnlockedCard achievement={achievement} />
  ) : (
    <LockedCard achievement={achievement} />
  );
}
