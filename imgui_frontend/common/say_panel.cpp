// Quick messages: the Say button and popup, the host's free-text switch, the message cards.
#include "imgui_frontend/common/say_panel.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

#include "engine/text/catalogue.hpp"
#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/motion.hpp"
#include "imgui_frontend/common/probe.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/control/redraw.hpp"

namespace catan::ui {

namespace {

constexpr const char* kSayPopup = "##saypopup";

// The free-text field over Session::say_draft (at most 4 bytes per allowed code point).
bool SayField(std::string& draft, float width) {
  char buf[4 * kSayMaxChars + 1];
  std::snprintf(buf, sizeof buf, "%s", draft.c_str());
  ImGui::SetNextItemWidth(width);
  const bool enter = ImGui::InputTextWithHint("##saytext", T("ui.say.placeholder"), buf, sizeof buf,
                                              ImGuiInputTextFlags_EnterReturnsTrue);
  draft = buf;
  return enter;
}

void SayPopup(Session& s) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float width = std::min(display.x - 16.0f, 420.0f);
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, display.y - 16.0f));
  if (!ImGui::BeginPopup(kSayPopup)) return;
  ImGui::TextUnformatted(T("ui.say.title"));
  ImGui::Separator();
  bool first = true;
  for (const char* id : kSayPresets) {
    const std::string key = std::string("ui.say.preset.") + id;
    const char* label = T(key.c_str());
    const ImVec2 size = TouchSize(label, ImVec2(0, 0));
    if (!first) SameLineIfFits(std::max(size.x, ImGui::CalcTextSize(label).x + 2 * ImGui::GetStyle().FramePadding.x));
    first = false;
    ImGui::PushID(id);
    if (ProbedButtonAs(label, (std::string(Pid("say ")) + id).c_str())) {
      s.SendSay(id, "");
      ImGui::CloseCurrentPopup();
    }
    ImGui::PopID();
  }
  ImGui::Separator();
  if (s.free_text()) {
    const char* send = T("ui.say.send");
    const float send_w = TouchSize(send, ImVec2(0, 0)).x;
    const float room = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x -
                       std::max(send_w, ImGui::CalcTextSize(send).x + 2 * ImGui::GetStyle().FramePadding.x);
    const bool enter = SayField(s.say_draft, std::max(80.0f, room));
    ProbeLastField(Pid("say text"), s.say_draft.c_str());
    ImGui::SameLine();
    if ((ProbedButtonAs(send, Pid("say send")) || enter) && s.SendSay("", s.say_draft)) {
      s.say_draft.clear();
      ImGui::CloseCurrentPopup();
    }
  } else {
    ImGui::TextDisabled("%s", T("ui.say.free_text_off"));
    ProbeLastItem("text", Pid("say text off"));
  }
  ImGui::EndPopup();
}

}  // namespace

void DrawSayControls(Session& s) {
  if (!GetPeerHooks().say) return;
  const ImGuiStyle& st = ImGui::GetStyle();
  const char* say = T("ui.say.button");
  SameLineIfFits(std::max(TouchSize(say, ImVec2(0, 0)).x, ImGui::CalcTextSize(say).x + 2 * st.FramePadding.x));
  if (ProbedButtonAs(say, Pid("say"))) ImGui::OpenPopup(kSayPopup);
  if (!s.guest()) {
    SameLineIfFits(ImGui::GetFrameHeight() + st.ItemInnerSpacing.x + ImGui::CalcTextSize(T("ui.say.free_text")).x);
    bool on = s.free_text();
    if (ImGui::Checkbox(T("ui.say.free_text"), &on)) s.SetFreeText(on);
    ProbeLastItem("button", Pid("say free text"));
  }
  SayPopup(s);
}

namespace {

// Asks for the frames a card of `age` seconds needs: its fades (0.3 s at each end) and its end.
void SaidFrames(double age, double left, bool still) {
  if (still) RedrawIn(left);
  else if (age < 0.3) Animate(0.3 - age);
  else if (left <= 0.3) Animate(left);
  else RedrawIn(left - 0.3);
}

// One card: a chip of the seat's colour, then "Name: message" wrapped to `w`, from p0 (top
// left); alpha `a`. Returns its size; drawn into `dl`, or only measured when `dl` is null.
ImVec2 SaidCard(const Session& s, const SaidLine& line, ImVec2 p0, float w, float a, ImDrawList* dl) {
  const float pad = 8, chip = ImGui::GetTextLineHeight() * 0.8f, gap = 7;
  const std::string said = s.SaidText(line);
  const std::string text = catan::text::format("ui.say.card", s.Name(line.seat).c_str(), said.c_str());
  const float wrap = w - 2 * pad - chip - gap;
  const ImVec2 ts = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap);
  const ImVec2 size(std::min(w, ts.x + 2 * pad + chip + gap + 2), ts.y + 2 * pad);
  if (!dl) return size;
  const ImVec2 p1(p0.x + size.x, p0.y + size.y);
  const auto alpha = [a](ImU32 c, float k) { return (c & ~IM_COL32_A_MASK) | (ImU32(255 * a * k) << IM_COL32_A_SHIFT); };
  const ImU32 colour = PaletteColour(s.Colour(line.seat));
  dl->AddRectFilled(p0, p1, IM_COL32(24, 28, 36, int(235 * a)), 8);
  dl->AddRect(p0, p1, alpha(colour, 0.9f), 8, 0, 2.0f);  // the sender's colour round the card
  const float line_h = ImGui::GetTextLineHeight();
  const ImVec2 c0(p0.x + pad, p0.y + pad + (line_h - chip) * 0.5f);
  dl->AddRectFilled(c0, ImVec2(c0.x + chip, c0.y + chip), alpha(colour, 1.0f), 3);
  dl->AddText(nullptr, 0, ImVec2(c0.x + chip + gap, p0.y + pad), IM_COL32(240, 240, 240, int(255 * a)), text.c_str(), nullptr, wrap);
  return size;
}

void ProbeCard(const SaidLine& line, const std::string& said, ImVec2 p0, ImVec2 size, const char* window) {
  ProbeItem item{"said", "said " + std::to_string(line.seat), p0.x, p0.y, size.x, size.y};
  item.vx = p0.x, item.vy = p0.y, item.vw = size.x, item.vh = size.y;
  item.layer = "base";
  item.window = window;
  item.value = said;
  probe().add(std::move(item));
}

}  // namespace

void DrawSaidCards(const Session& s, ImVec2 pos, ImVec2 size) {
  // Drawn over every window: while a popup (the Say popup, a menu) is open they wait, so they
  // never lie on it; they show again when it closes, for the rest of their time.
  if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
  const double now = RedrawClock();
  const bool still = ReducedMotion();
  const ImGuiStyle& st = ImGui::GetStyle();
  const float w = std::min(size.x - 2 * st.WindowPadding.x, 320.0f);
  float bottom = pos.y + size.y - st.WindowPadding.y;
  const auto& lines = s.said();
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    const double age = now - it->at, left = kSaySeconds - age;
    if (age < 0 || left <= 0) continue;
    SaidFrames(age, left, still);
    const float a = still ? 1.0f : float(std::clamp(std::min(age, left) / 0.3, 0.0, 1.0));
    const ImVec2 cs = SaidCard(s, *it, ImVec2(0, 0), w, a, nullptr);
    const ImVec2 p0(pos.x + st.WindowPadding.x, bottom - cs.y);
    if (p0.y < pos.y) break;  // no room left in the area
    SaidCard(s, *it, p0, w, a, ImGui::GetForegroundDrawList());
    ProbeCard(*it, s.SaidText(*it), p0, cs, "##said");
    bottom = p0.y - 6;
  }
}

void DrawSaidInline(const Session& s) {
  const double now = RedrawClock();
  const bool still = ReducedMotion();
  const float w = std::min(ImGui::GetContentRegionAvail().x, 320.0f);
  for (const SaidLine& line : s.said()) {
    const double age = now - line.at, left = kSaySeconds - age;
    if (age < 0 || left <= 0) continue;
    SaidFrames(age, left, still);
    const float a = still ? 1.0f : float(std::clamp(std::min(age, left) / 0.3, 0.0, 1.0));
    const ImVec2 p0 = ImGui::GetCursorScreenPos();
    const ImVec2 cs = SaidCard(s, line, p0, w, a, nullptr);
    ImGui::Dummy(cs);
    if (!ImGui::IsItemVisible()) continue;
    SaidCard(s, line, p0, w, a, ImGui::GetWindowDrawList());  // clipped and scrolled with its window
    ProbeLastItemAs("said", ("said " + std::to_string(line.seat)).c_str(), false, s.SaidText(line).c_str());
  }
}

}  // namespace catan::ui
