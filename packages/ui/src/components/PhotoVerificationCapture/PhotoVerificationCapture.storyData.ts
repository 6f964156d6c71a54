// Story data only: the flow's texts in English and German (long words, to test the layout), a
// drawn selfie and a fake camera. Straight quotes: the machines that take the screenshots have
// only CJK fonts for curly ones, which draw them full width.
import { sampleMembers } from '../../private/sampleMembers';
import type { PhotoVerificationCaptureLabels } from './PhotoVerificationCaptureLabels';

export const gestureLabels = {
  en: {
    thumbsUp: 'Give a thumbs up',
    peace: 'Make a peace sign',
    openPalm: 'Show your open palm',
    okSign: 'Make an OK sign',
    pointUp: 'Point upwards',
    fist: 'Make a fist',
    callMe: 'Make a "call me" sign',
    rockOn: 'Make the horns',
  },
  de: {
    thumbsUp: 'Zeig einen Daumen nach oben',
    peace: 'Mach ein Friedenszeichen',
    openPalm: 'Zeig deine offene Handfläche',
    okSign: 'Mach das OK-Zeichen',
    pointUp: 'Zeig mit dem Zeigefinger nach oben',
    fist: 'Mach eine Faust',
    callMe: 'Mach das Telefon-Zeichen',
    rockOn: 'Mach die Teufelshörner',
  },
} as const;

export const captureLabels: Record<'en' | 'de', PhotoVerificationCaptureLabels> = {
  en: {
    introTitle: 'Verify your profile',
    introBadge: 'Get the verified badge next to your name.',
    introMatch: 'Members can choose to match only with verified profiles.',
    privacy:
      'Only our reviewers see your selfie. It never appears on your profile and is deleted after the review.',
    start: 'Start',
    cameraTitle: 'Copy the gesture',
    gestureCaption: 'Make this gesture',
    camera: 'Camera',
    cameraStarting: 'Starting the camera',
    capture: 'Take photo',
    cameraErrorTitle: "We can't use your camera",
    cameraErrorText:
      "Allow camera access in your browser settings, or take the selfie with your phone's camera instead.",
    chooseFile: 'Take or choose a photo',
    tryAgain: 'Try again',
    reviewTitle: 'Check your photo',
    reviewText: 'Are your face and the gesture clearly visible?',
    photo: 'Your selfie',
    retake: 'Retake',
    submit: 'Send',
    pendingTitle: 'Photo sent',
    pendingText: "We'll review your photo within 24 hours and let you know.",
    approvedTitle: "You're verified",
    approvedText: 'Thank you for helping keep Heartline real. Your badge is now on your profile.',
    verified: 'Verified',
    refusedTitle: "We couldn't verify you",
    refusedText: 'Our reviewer said:',
    gestures: gestureLabels.en,
  },
  de: {
    introTitle: 'Verifiziere dein Profil',
    introBadge: 'Erhalte das Verifizierungsabzeichen neben deinem Namen.',
    introMatch:
      'Mitglieder können festlegen, dass sie nur mit verifizierten Profilen gematcht werden.',
    privacy:
      'Nur unsere Prüferinnen und Prüfer sehen dein Selfie. Es erscheint nie in deinem Profil und wird nach der Überprüfung gelöscht.',
    start: 'Verifizierung starten',
    cameraTitle: 'Mach die Geste nach',
    gestureCaption: 'Mach diese Geste',
    camera: 'Kamera',
    cameraStarting: 'Kamera wird gestartet',
    capture: 'Foto aufnehmen',
    cameraErrorTitle: 'Wir können deine Kamera nicht verwenden',
    cameraErrorText:
      'Erlaube den Kamerazugriff in den Browsereinstellungen oder nimm das Selfie stattdessen mit der Kamera deines Telefons auf.',
    chooseFile: 'Foto aufnehmen oder auswählen',
    tryAgain: 'Erneut versuchen',
    reviewTitle: 'Überprüfe dein Foto',
    reviewText: 'Sind dein Gesicht und die Geste deutlich zu erkennen?',
    photo: 'Dein Selfie',
    retake: 'Neu aufnehmen',
    submit: 'Zur Überprüfung senden',
    pendingTitle: 'Foto gesendet',
    pendingText: 'Wir überprüfen dein Foto innerhalb von 24 Stunden und benachrichtigen dich.',
    approvedTitle: 'Du bist verifiziert',
    approvedText:
      'Danke, dass du hilfst, Heartline echt zu halten. Dein Abzeichen ist jetzt in deinem Profil zu sehen.',
    verified: 'Verifiziert',
    refusedTitle: 'Wir konnten dich nicht verifizieren',
    refusedText: 'Begründung unseres Prüfteams:',
    gestures: gestureLabels.de,
  },
};

/** The selfie a member took: a drawn portrait, no real face. */
export const samplePhotoUrl = sampleMembers.mia.avatar;

/** Draws a person raising a hand, the same every time, so screenshots of the video are stable. */
function drawSelfie(context: CanvasRenderingContext2D) {
  const { width, height } = context.canvas;
  const sky = context.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#ffd9c7');
  sky.addColorStop(1, '#f7a8b8');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#5e0f2b';
  context.beginPath();
  context.ellipse(width / 2, height, 170, 120, 0, Math.PI, 0);
  context.fill();
  context.fillStyle = '#f3c6a5';
  context.beginPath();
  context.arc(width / 2, height / 2 - 10, 90, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#3a2c28';
  context.beginPath();
  context.arc(width / 2, height / 2 - 40, 92, Math.PI, 0);
  context.fill();
  context.fillStyle = '#f3c6a5';
  context.fillRect(width / 2 + 104, height / 2 - 60, 44, 110);
  context.beginPath();
  context.arc(width / 2 + 126, height / 2 - 70, 34, 0, Math.PI * 2);
  context.fill();
}

/**
 * A camera for stories: a canvas's stream with the drawing above. It is painted again (the same
 * picture) every 200 ms because a canvas stream only sends a frame when the canvas is drawn on.
 */
export function fakeCameraStream(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d')!;
  const stream = canvas.captureStream();
  drawSelfie(context);
  const timer = setInterval(() => drawSelfie(context), 200);
  stream.getVideoTracks()[0]?.addEventListener('ended', () => clearInterval(timer));
  return stream;
}
