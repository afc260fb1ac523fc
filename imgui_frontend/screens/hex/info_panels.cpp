// Read-only panels: the seat's hand, every player's public state, the bank, the log, and
// buttons for any legal action type the other panels do not handle.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/screens/hex/panels.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/control/redraw.hpp"
#include <vector>

namespace catan::ui {

void DrawHand(Session& s) {
  const ViewModel& v = s.view();
  if (!v.has_you) return;
  ImGui::Text(T(v.points == 1 ? "ui.hex.hand_point" : "ui.hex.hand_points"), s.Name(s.seat()).c_str(), v.points);
  const float chip = ChipWidth(kResources, ImGui::GetFrameHeight() * 2.3f);
  // While an offer is being built, a click on a card gives it (the chip shows what is left).
  HexUi& ui = Ui(s);
  const bool picking = ui.offer_open && s.seat() == v.current && v.CanDo("offer_trade");
  for (int r = 0; r < kResources; ++r) {
    const int left = v.hand[r] - (picking ? ui.give[r] : 0);
    ResourceChip(r, left, left <= 0, chip);
    if (picking && left > 0 && ImGui::IsItemClicked()) {
      ++ui.give[r];
      ui.get[r] = 0;  // never the same resource on both sides
    }
    if (r + 1 < kResources) ImGui::SameLine();
  }
  ui.offer_open = false;  // the offer section sets it again while it is open
  if (ui.hooks && ui.hooks->hand) {  // the game's own cards (Cities & Knights: commodities, progress cards)
    ui.hooks->hand(s);
    return;
  }
  int total = 0;
  for (int k = 0; k < 5; ++k) total += v.dev[k];
  if (total == 0) {
    ImGui::TextDisabled("%s", T("ui.hex.no_development_cards"));
    return;
  }
  std::string line;
  for (int k = 0; k < 5; ++k) {
    if (!v.dev[k]) continue;
    char buf[64];
    const int fresh = k == 1 ? 0 : v.dev[k] - v.playable[k];
    std::snprintf(buf, sizeof buf, "%s%d %s%s", line.empty() ? "" : ", ", v.dev[k], T(kDevCardKeys[k]),
                  fresh > 0 ? T("ui.hex.new") : "");
    line += buf;
  }
  ImGui::TextWrapped(T("ui.hex.development_cards"), line.c_str());
}

namespace {
// Whether the game on screen has development cards (HexHooks::development_cards).
bool HasDevelopmentCards(const Session& s) { return !Ui(s).hooks || Ui(s).hooks->development_cards; }
}  // namespace

void DrawPlayers(Session& s) {
  const ViewModel& v = s.view();
  const bool tokens = v.token_supply >= 0;
  const bool dev = HasDevelopmentCards(s);
  // The columns shown, by index into keys: Player, VP, Cards, Dev, Knights, Road, Left, Tokens.
  int shown[8], cols = 0;
  for (int c = 0; c < 8; ++c)
    if ((dev || (c != 3 && c != 4)) && (tokens || c != 7)) shown[cols++] = c;
  // Columns as wide as their text (never squeezed into clipping); on a narrow screen short
  // headers, and the table scrolls sideways if it is still wider than the panel.
  const bool narrow = NarrowLayout();
  const float rows = float(v.players.size() + 1);
  const ImVec2 outer(0, rows * (ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y) + ImGui::GetStyle().ScrollbarSize + 2);
  if (!ImGui::BeginTable("players", cols, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX |
                                              ImGuiTableFlags_NoHostExtendY, outer))
    return;
  const char* const keys[8] = {"ui.hex.player", "ui.hex.vp",   "ui.hex.cards", "ui.hex.dev", narrow ? "ui.hex.knights_short" : "ui.hex.knights",
                               "ui.hex.road",   "ui.hex.left", narrow ? "ui.hex.tokens_short" : "ui.hex.tokens"};
  static const char* const kColumnIds[8] = {Pid("column Player"), Pid("column VP"),   Pid("column Cards"), Pid("column Dev"),
                                            Pid("column Knights"), Pid("column Road"), Pid("column Left"),  Pid("column Tokens")};
  for (int c = 0; c < cols; ++c) ImGui::TableSetupColumn(T(keys[shown[c]]));
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  for (int c = 0; c < cols; ++c) {
    ImGui::TableSetColumnIndex(c);
    const char* head = T(keys[shown[c]]);
    const ImVec2 at = ImGui::GetCursorScreenPos(), size = ImGui::CalcTextSize(head);
    ImGui::TableHeader(head);
    // The header's label (its cell's background reaches into the padding, by design).
    ProbeRect("text", kColumnIds[shown[c]], at, ImVec2(at.x + size.x, at.y + size.y));
  }
  for (const auto& p : v.players) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const ImVec2 c = ImGui::GetCursorScreenPos();
    const float h = ImGui::GetTextLineHeight();
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(c.x, c.y + 2), ImVec2(c.x + h - 4, c.y + h - 2), PaletteColour(s.Colour(p.id)), 3);
    ImGui::Dummy(ImVec2(h, h));
    ImGui::SameLine();
    const bool turn = p.id == v.current && v.winner < 0;
    ImGui::Text("%s%d %s", turn ? "> " : "", p.id + 1, s.Name(p.id).c_str());
    if (!p.seated) continue;
    ImGui::TableNextColumn();
    ImGui::Text("%d%s%s", p.points >= 0 ? p.points : p.public_points, p.longest_road ? T("ui.hex.lr") : "", p.largest_army ? T("ui.hex.la") : "");
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip(T("ui.hex.public_victory_points"), p.longest_road ? T("ui.hex.holds_longest_road_2") : "",
                        p.largest_army ? T("ui.hex.holds_largest_army_2") : "");
    ImGui::TableNextColumn();
    ImGui::Text("%d", p.resource_count);
    if (dev) {
      ImGui::TableNextColumn();
      ImGui::Text("%d", p.development_card_count);
      ImGui::TableNextColumn();
      ImGui::Text("%d", p.knights_played);
    }
    ImGui::TableNextColumn();
    ImGui::Text("%d", p.road_length);
    ImGui::TableNextColumn();
    ImGui::Text("%d/%d/%d", p.roads_left, p.settlements_left, p.cities_left);
    ProbeLastItem("text", ("left " + std::to_string(p.id)).c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", T("ui.hex.roads_settlements_cities_left_to"));
    if (tokens) {
      ImGui::TableNextColumn();
      ImGui::Text("%d", p.tokens);
    }
  }
  ImGui::EndTable();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextWrapped(T(dev ? "ui.hex.vp_to_win_lr_longest" : "ui.hex.vp_to_win_lr"), v.vp_target);
  ImGui::PopStyleColor();
}

void DrawBank(Session& s) {
  const ViewModel& v = s.view();
  ImGui::TextDisabled("%s", T("ui.hex.bank"));
  // The chips follow the label when the row fits the panel, else they start a line of their own.
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float row = ImGui::CalcTextSize(T("ui.hex.bank")).x + kResources * (ImGui::GetFrameHeight() * 2.3f + spacing);
  const bool fits = row <= ImGui::GetContentRegionAvail().x;
  if (fits) ImGui::SameLine();
  const float chip = ChipWidth(kResources, ImGui::GetFrameHeight() * 2.3f);
  for (int r = 0; r < kResources; ++r) {
    if (r > 0) ImGui::SameLine();
    ResourceChip(r, v.bank[r], v.bank[r] == 0, chip);
  }
  if (!HasDevelopmentCards(s)) return;
  ImGui::TextDisabled(T("ui.hex.development_cards_left"), v.deck_count,
                      v.token_supply >= 0 ? catan::text::format("ui.hex.trade_tokens_in_supply", v.token_supply).c_str() : "");
}

namespace {

// One log line wrapped to `wrap` px, with every player's name in that player's colour (and
// bold-free, so the line keeps the panel's rhythm). Names are found as whole names in the text.
void DrawLogLine(const Session& s, const std::string& line, float wrap) {
  const ViewModel& v = s.view();
  // Spans of the line: [begin, end) and the palette colour (-1 plain).
  struct Span { size_t b, e; int colour; };
  std::vector<Span> spans;
  size_t i = 0, plain = 0;
  while (i < line.size()) {
    int found = -1;
    size_t len = 0;
    for (const auto& p : v.players) {
      const std::string name = s.Name(p.id);
      if (name.size() > len && line.compare(i, name.size(), name) == 0) found = p.id, len = name.size();
    }
    if (found < 0) { ++i; continue; }
    if (i > plain) spans.push_back({plain, i, -1});
    spans.push_back({i, i + len, s.Colour(found)});
    i += len;
    plain = i;
  }
  if (plain < line.size()) spans.push_back({plain, line.size(), -1});
  // Lay the words out by hand: wrap at spaces, colour per span.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float lh = ImGui::GetTextLineHeight(), space = ImGui::CalcTextSize(" ").x;
  const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text);
  float x = 0, y = 0;
  for (const Span& sp : spans) {
    const ImU32 col = sp.colour >= 0 ? PaletteColour(sp.colour) : ink;
    size_t w = sp.b;
    while (w < sp.e) {
      size_t end = w;
      while (end < sp.e && line[end] != ' ') ++end;
      const char* a = line.c_str() + w;
      const char* b = line.c_str() + end;
      // A name starts with a small square of its colour: white's name is otherwise the log's
      // own ink and read as plain text.
      const float mark = sp.colour >= 0 && w == sp.b ? std::floor(lh * 0.55f) + 3 : 0;
      const float ww = ImGui::CalcTextSize(a, b).x + mark;
      if (x > 0 && x + ww > wrap) x = 0, y += lh;
      if (mark > 0) {
        const ImVec2 m0(origin.x + x, origin.y + y + std::floor(lh * 0.225f));
        dl->AddRectFilled(m0, ImVec2(m0.x + mark - 3, m0.y + mark - 3), col, 2);
        dl->AddRect(m0, ImVec2(m0.x + mark - 3, m0.y + mark - 3), IM_COL32(0, 0, 0, 160), 2);
      }
      if (b > a) {
        if (sp.colour >= 0) dl->AddText(ImVec2(origin.x + x + mark + 1, origin.y + y + 1), IM_COL32(0, 0, 0, 160), a, b);  // a shadow keeps dark colours readable
        dl->AddText(ImVec2(origin.x + x + mark, origin.y + y), col, a, b);
      }
      x += ww;
      while (end < sp.e && line[end] == ' ') x += space, ++end;
      w = end;
    }
  }
  ImGui::Dummy(ImVec2(wrap, y + lh));
}

}  // namespace

void DrawLog(Session& s) {
  const ViewModel& v = s.view();
  Effects& fx = Ui(s).fx;
  // The rest of the panel, but at least 8 lines (the panel scrolls to show it).
  const float lines8 = 8 * ImGui::GetTextLineHeightWithSpacing() + 2 * ImGui::GetStyle().WindowPadding.y;
  const float height = std::max(lines8, ImGui::GetContentRegionAvail().y);
  // Scrolled out of the panel's view, the log's window skips its lines (ImGui clips a child
  // that lies wholly outside its parent): its content and scroll range read 0 meanwhile, so
  // nothing of the follow state is decided from such a frame.
  if (!ImGui::BeginChild("log", ImVec2(0, height), true)) {
    ImGui::EndChild();
    ProbeLastItemAs("text", "log", false, fx.log_at_end ? "end" : "up");
    return;
  }
  // Following: the reader is at the end, asked to jump there, or was at the end on the last
  // frame and did not scroll since (the panel above may have grown and shortened the log: its
  // scroll range grew under an unchanged offset, which is not the reader scrolling up).
  const float scroll = ImGui::GetScrollY();
  const bool following = fx.log_jump || scroll >= ImGui::GetScrollMaxY() - 4 || (fx.log_at_end && scroll == fx.log_scroll);
  const float wrap = ImGui::GetContentRegionAvail().x;
  for (size_t i = 0; i < v.log.size(); ++i) {
    DrawLogLine(s, s.LogText(v.log[i]), wrap);
    if (i + 1 == v.log.size()) ProbeLastItem("text", "log last");
  }
  // Keep the newest line in sight unless the reader scrolled up.
  if (following) {
    ImGui::SetScrollHereY(1.0f);
    fx.log_read = fx.total;
    if (fx.log_jump) RequestFrames(2);  // the jump lands next frame
    fx.log_jump = false;
  }
  const bool at_end = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4;
  // SetScrollHereY lands on the next frame: a page that draws only on change must draw it, or
  // the log would rest one step short of its newest line until the next input.
  if (following && !at_end) RequestFrames(1, false);
  fx.log_at_end = following || at_end;
  fx.log_scroll = ImGui::GetScrollY();
  // Scrolled up and something new came in: a chip at the bottom of the part of the log in view
  // jumps to the end (inside the log's own window, so it takes the click).
  if (!following && fx.total > fx.log_read) {
    // A fixed ImGui id: the count in the label may change between press and release.
    const std::string label = catan::text::format("ui.feel.new_entries", int(fx.total - fx.log_read)) + "###new_entries";
    const ImVec2 sz = TouchSize(label.c_str(), ImVec2(0, 0));
    const float w = std::max(ImGui::CalcTextSize(label.c_str(), nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x, sz.x);
    const float h = std::max(sz.y, ImGui::GetFrameHeight());
    const ImVec2 clip_min = ImGui::GetWindowDrawList()->GetClipRectMin(), clip_max = ImGui::GetWindowDrawList()->GetClipRectMax();
    const float top = std::max(clip_min.y + 4, clip_max.y - h - 8);
    ImGui::SetCursorScreenPos(ImVec2(clip_min.x + (clip_max.x - clip_min.x - w) * 0.5f, top));
    ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(200, 150, 40, 255));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(225, 175, 60, 255));
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(20, 20, 20, 255));
    if (ProbedButtonAs(label.c_str(), "new entries", ImVec2(w, h))) {
      fx.log_jump = true;
      RequestFrames(2);
    }
    ImGui::PopStyleColor(3);
  }
  ImGui::EndChild();
  // The probe's value says whether the log shows its end ("end") or the reader scrolled up ("up").
  ProbeLastItemAs("text", "log", false, at_end ? "end" : "up");
}

void DrawOtherActions(Session& s) {
  static const std::set<std::string> kHandled = {
      "roll_dice", "discard", "move_robber", "build_road", "build_settlement", "build_city", "buy_development_card",
      "play_knight", "play_road_building", "play_year_of_plenty", "play_monopoly", "maritime_trade", "offer_trade",
      "respond_trade", "confirm_trade", "cancel_trade", "end_turn", "forced_trade", "forced_trade_return"};
  if (Ui(s).hooks && Ui(s).hooks->handles) return;  // the game's own panel lists every other move
  const ViewModel& v = s.view();
  std::set<std::string> shown;
  for (size_t i = 0; i < v.legal.size(); ++i) {
    const auto& r = v.legal_refs[i];
    if (kHandled.count(r.type) || r.vertex >= 0 || r.edge >= 0 || r.hex >= 0) continue;
    if (!shown.insert(r.type).second) continue;
    // Probe id: the English label for the known types (as before), else the action type.
    const char* key = r.type == "robber_to_desert" ? "ui.hex.other.robber_to_desert"
                      : r.type == "exchange_knight" ? "ui.hex.other.exchange_knight" : nullptr;
    const char* id = r.type == "robber_to_desert" ? Pid("Move the robber to the desert")
                     : r.type == "exchange_knight" ? Pid("Exchange a played Knight for 2 tokens") : r.type.c_str();
    // The token price on the button (§2.5); exchanging a knight gains tokens (its label says 2).
    const std::string label = r.type == "robber_to_desert" ? catan::text::format(key, TokenPrice(s)) : std::string(key ? T(key) : r.type.c_str());
    if (ProbedButtonAs(label.c_str(), id, ImVec2(-1, 0))) s.Submit(v.legal[i]);
  }
}

}  // namespace catan::ui
