// The page's preferences for motion and sound, shared by every screen: whether the person
// asked for reduced motion (the browser's `prefers-reduced-motion`, passed in by the page) and
// whether sound effects are on (off by default; one toggle in the game menu, kept by the page).
// Screens ask here before animating and play sounds through PlaySound.
#pragma once

namespace catan::ui {

/// Short sounds the screens may play (synthesized by the page; no sound files).
enum class Sound { roll, build, steal, your_turn, toast, win };

/// True if motion is reduced: screens then show final states at once (no animation frames).
bool ReducedMotion();
/// Set by the page from `prefers-reduced-motion: reduce` (and when it changes).
void SetReducedMotion(bool reduced);
/// True if sound effects are on (default off).
bool SoundOn();
/// Turns sound effects on or off (the page stores the choice through SetSoundStore).
void SetSoundOn(bool on);
/// The page's sound player (web: WebAudio blips) and the store of the sound choice; either
/// may be null (native tests: silence, nothing stored).
void SetSoundHooks(void (*play)(Sound), void (*store)(bool on));
/// Plays `s` if sound is on and the page has a player.
void PlaySound(Sound s);

/// Eases 0..1 to 0..1 (fast start, soft landing).
inline float EaseOut(float t) { return t <= 0 ? 0.0f : t >= 1 ? 1.0f : 1.0f - (1.0f - t) * (1.0f - t) * (1.0f - t); }

}  // namespace catan::ui
