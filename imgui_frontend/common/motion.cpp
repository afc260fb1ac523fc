#include "imgui_frontend/common/motion.hpp"

namespace catan::ui {

namespace {
struct Prefs {
  bool reduced = false;
  bool sound = false;
  void (*play)(Sound) = nullptr;
  void (*store)(bool) = nullptr;
};
Prefs& P() {
  static Prefs p;
  return p;
}
}  // namespace

bool ReducedMotion() { return P().reduced; }
void SetReducedMotion(bool reduced) { P().reduced = reduced; }
bool SoundOn() { return P().sound; }
void SetSoundOn(bool on) {
  P().sound = on;
  if (P().store) P().store(on);
}
void SetSoundHooks(void (*play)(Sound), void (*store)(bool)) {
  P().play = play;
  P().store = store;
}
void PlaySound(Sound s) {
  if (P().sound && P().play) P().play(s);
}

}  // namespace catan::ui
