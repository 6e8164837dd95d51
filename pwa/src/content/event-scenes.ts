import competition1 from './images/events/competition-1.svg';
import competition2 from './images/events/competition-2.svg';
import competition3 from './images/events/competition-3.svg';
import conference1 from './images/events/conference-1.svg';
import conference2 from './images/events/conference-2.svg';
import conference3 from './images/events/conference-3.svg';
import expo1 from './images/events/expo-1.svg';
import expo2 from './images/events/expo-2.svg';
import expo3 from './images/events/expo-3.svg';
import training1 from './images/events/training-1.svg';
import training2 from './images/events/training-2.svg';
import training3 from './images/events/training-3.svg';
import workshop1 from './images/events/workshop-1.svg';
import workshop2 from './images/events/workshop-2.svg';
import workshop3 from './images/events/workshop-3.svg';
import { eventImage } from './image-refs';
import type { GalleryImage, ImageRef } from './types';

export type EventScene = 'expo' | 'workshop' | 'competition' | 'conference' | 'training';

type SceneImages = readonly [ImageRef, ImageRef, ImageRef];

/** The three illustrations of each kind of event (1200×800). */
export const eventScenes: Readonly<Record<EventScene, SceneImages>> = {
  expo: [
    eventImage(expo1, 'Exhibition stall with robots on display'),
    eventImage(expo2, 'Visitors talking with the team at an exhibition stall'),
    eventImage(expo3, 'Robot demonstration at an automation exhibition'),
  ],
  workshop: [
    eventImage(workshop1, 'Students building robots at a workshop bench'),
    eventImage(workshop2, 'Instructor guiding students through a robotics kit'),
    eventImage(workshop3, 'Student-built robots being tested'),
  ],
  competition: [
    eventImage(competition1, 'Robot simulation on a laptop screen during an online competition'),
    eventImage(competition2, 'Participants working on their competition entries'),
    eventImage(competition3, 'Competition results being presented'),
  ],
  conference: [
    eventImage(conference1, 'Speaker presenting at a technical conference'),
    eventImage(conference2, 'Audience at a conference session'),
    eventImage(conference3, 'Delegates in discussion at a conference'),
  ],
  training: [
    eventImage(training1, 'Trainer presenting robotics to a class'),
    eventImage(training2, 'Participants at a training programme'),
    eventImage(training3, 'Hands-on session with robotic equipment'),
  ],
};

/** A three-picture gallery of a scene, with a caption for each picture. */
export function sceneGallery(scene: EventScene, captions: readonly [string, string, string]): readonly GalleryImage[] {
  return eventScenes[scene].map((image, index) => ({ image, caption: captions[index] ?? image.alt }));
}
