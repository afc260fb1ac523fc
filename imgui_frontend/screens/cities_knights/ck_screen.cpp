// The Cities & Knights screen: the hex screen with the game's hooks (ck_ui.hpp), the event die
// in the top bar and the C&K rules summary in the help.
#include <imgui.h>

#include "imgui_frontend/app.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/cities_knights/ck_ui.hpp"
#include "imgui_frontend/screens/screen_registry.hpp"

namespace catan::ui {
namespace ck {

CkUi& Ck(Session& s) {
  if (!s.screen_state) s.screen_state = std::make_unique<CkUi>();
  return static_cast<CkUi&>(*s.screen_state);
}

const CkUi& Ck(const Session& s) {
  static const CkUi kInitial;
  return s.screen_state ? static_cast<const CkUi&>(*s.screen_state) : kInitial;
}

const CkState* State(const Session& s) { return catan::cities_knights_state(s.view().typed); }

namespace {

// The event die: a black ship (faces 1-3) or a city gate in its track's colour (4-6), each also
// marked by its letter so the face does not rely on colour (T, P, S).
int EventDie(Session& s, ImDrawList* dl, ImVec2 p, float h) {
  const CkState* st = State(s);
  if (!dl) return st ? 1 : 0;
  if (!st || st->event_die < 1) return 1;
  const int face = st->event_die;
  dl->AddRectFilled(p, ImVec2(p.x + h, p.y + h), IM_COL32(250, 248, 240, 255), h * 0.18f);
  if (face <= 3) {  // the ship: a hull and a sail
    dl->AddTriangleFilled(ImVec2(p.x + h * 0.15f, p.y + h * 0.62f), ImVec2(p.x + h * 0.85f, p.y + h * 0.62f),
                          ImVec2(p.x + h * 0.7f, p.y + h * 0.82f), IM_COL32(30, 30, 30, 255));
    dl->AddTriangleFilled(ImVec2(p.x + h * 0.15f, p.y + h * 0.62f), ImVec2(p.x + h * 0.3f, p.y + h * 0.82f),
                          ImVec2(p.x + h * 0.7f, p.y + h * 0.82f), IM_COL32(30, 30, 30, 255));
    dl->AddTriangleFilled(ImVec2(p.x + h * 0.5f, p.y + h * 0.12f), ImVec2(p.x + h * 0.5f, p.y + h * 0.56f),
                          ImVec2(p.x + h * 0.22f, p.y + h * 0.56f), IM_COL32(30, 30, 30, 255));
  } else {  // a gate: an arch in the track's colour with its letter
    const int track = face - 4;
    dl->AddRectFilled(ImVec2(p.x + h * 0.18f, p.y + h * 0.35f), ImVec2(p.x + h * 0.82f, p.y + h * 0.85f), TrackColour(track));
    dl->AddCircleFilled(ImVec2(p.x + h * 0.5f, p.y + h * 0.38f), h * 0.32f, TrackColour(track), 20);
    static const char* const kLetter[3] = {"ui.ck.letter.trade", "ui.ck.letter.politics", "ui.ck.letter.science"};
    const ImVec2 ts = ImGui::CalcTextSize(T(kLetter[track]));
    dl->AddText(ImVec2(p.x + (h - ts.x) * 0.5f, p.y + h * 0.55f - ts.y * 0.5f), IM_COL32(20, 20, 20, 255), T(kLetter[track]));
  }
  const std::string id = face <= 3 ? std::string(Pid("event die ship")) : Pid("event die ") + std::string(catan::ck::kTrackNames[size_t(face - 4)]);
  ProbeRect("text", id.c_str(), p, ImVec2(p.x + h, p.y + h));
  return 1;
}

constexpr const char* kRules[] = {"ui.ck.help.goal",  "ui.ck.help.setup",   "ui.ck.help.dice",     "ui.ck.help.commodities",
                                  "ui.ck.help.improvements", "ui.ck.help.knights", "ui.ck.help.barbarians", "ui.ck.help.progress",
                                  "ui.ck.help.walls", "ui.ck.help.merchant", "ui.ck.help.symbols"};

void Help() {
  if (!ImGui::CollapsingHeader(T("ui.ck.help.title"), ImGuiTreeNodeFlags_DefaultOpen)) return;
  for (const char* k : kRules) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", T(k));
  }
}

// A barbarian attack is its own moment: a toast of the attack's outcome (strength against the
// knights), one for the Defender of Catan and one for each pillaged city, staying longer than
// the others (the log keeps every line).
constexpr double kAttackToastSeconds = 6.0;
void AttackEffects(Session& s, Effects& fx, const catan::Event& e, int viewer, double now) {
  (void)viewer;
  namespace ev = catan::ck::ev;
  if (e.type == ev::barbarian_attack) {
    const std::string text = catan::text::format(e.b >= e.a ? "ui.ck.toast.attack_repelled" : "ui.ck.toast.attack_won", int(e.a), int(e.b));
    AddToast(fx, text, Pid("toast barbarians"), -1, now, kAttackToastSeconds);
  } else if (e.type == ev::defender_awarded) {
    AddToast(fx, catan::text::format("ui.ck.toast.defender", s.Name(e.player).c_str()), Pid("toast defender"), s.Colour(e.player), now,
             kAttackToastSeconds);
  } else if (e.type == ev::city_pillaged) {
    AddToast(fx, catan::text::format("ui.ck.toast.pillaged", s.Name(e.player).c_str()), Pid("toast pillaged"), s.Colour(e.player), now,
             kAttackToastSeconds);
  }
}

const HexHooks kHooks = [] {
  HexHooks h;
  h.draw_board = DrawBoardExtras;
  h.target = BoardTarget;
  h.click = BoardClick;
  h.panel = DrawPanel;
  h.development_cards = false;
  h.hand = DrawCkHand;
  h.discard = DrawCkDiscard;
  h.handles = Handles;
  h.dice = EventDie;
  h.help = Help;
  h.overlay = BadgeArea;
  h.event = AttackEffects;
  return h;
}();

void DrawCkGame(AppState& app, float width, float height) {
  Session& s = *app.session;
  Ck(s).hooks = &kHooks;
  DrawHexScreen(app, width, height);
}

}  // namespace
}  // namespace ck

/// Cities & Knights' screen (registered in screens/screens.cpp).
GameScreen cities_knights_screen() { return {"cities-knights", ck::DrawCkGame}; }

}  // namespace catan::ui
