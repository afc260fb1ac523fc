// The new-game screen: game, players, each seat's name/colour/kind, the game's options (fields
// generated from its option spec in the registry), seed, hand-over, computer pace.
#include <algorithm>
#include <cstdlib>
#include <random>
#include <string>

#include <imgui.h>

#include "engine/platform/registry.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/app.hpp"
#include "imgui_frontend/common/fonts.hpp"
#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/screens/screen_registry.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"

namespace catan::ui {

namespace {

// InputText over a std::string (no imgui_stdlib in the Debian sources we build from).
bool InputString(const char* label, std::string& s, size_t max, ImGuiInputTextFlags flags = 0) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%s", s.c_str());
  if (max >= sizeof buf) max = sizeof buf - 1;
  buf[max] = 0;
  if (!ImGui::InputText(label, buf, max + 1, flags)) return false;
  s = buf;
  return true;
}

void ColourCombo(const char* id, int& colour, float width) {
  ImGui::SetNextItemWidth(width);
  if (ImGui::BeginCombo(id, T(kPaletteKeys[colour % kPaletteSize]))) {
    for (int c = 0; c < kPaletteSize; ++c) {
      ImGui::PushID(c);
      const ImVec2 p = ImGui::GetCursorScreenPos();
      const float h = ImGui::GetTextLineHeight();
      ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + h, p.y + h), PaletteColour(c), 3);
      ImGui::Dummy(ImVec2(h, h));
      ImGui::SameLine();
      if (ImGui::Selectable(T(kPaletteKeys[c]), c == colour, 0, RowSize())) colour = c;
      ImGui::PopID();
    }
    ImGui::EndCombo();
  }
}

// Width of the widest of the `n` catalogue texts `keys`.
float WidestText(const char* const* keys, int n) {
  float w = 0;
  for (int i = 0; i < n; ++i) w = std::max(w, ImGui::CalcTextSize(T(keys[i])).x);
  return w;
}

// One field for an option of the game's spec, bound to options[o.key]. Probe ids: choices
// "<key> <value>", booleans "<key>", integers the field "<key>".
void OptionField(const OptionSpec& o, nlohmann::json& options) {
  nlohmann::json& v = options[o.key];
  switch (o.kind) {
    case OptionSpec::Kind::choice: {
      ImGui::TextDisabled("%s", OptionLabel(o).c_str());
      for (size_t c = 0; c < o.choices.size(); ++c) {
        const std::string& value = o.choices[c];
        const std::string label = ChoiceLabel(o, c);
        if (c > 0) SameLineIfFits(RadioWidth(label.c_str()));
        if (ImGui::RadioButton(label.c_str(), v.is_string() && v.get<std::string>() == value)) v = value;
        ProbeLastItem("button", (o.key + " " + value).c_str());
      }
      break;
    }
    case OptionSpec::Kind::integer: {
      int x = v.is_number_integer() ? v.get<int>() : o.default_int;
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
      if (ImGui::SliderInt(OptionLabel(o).c_str(), &x, o.min, o.max)) v = std::clamp(x, o.min, o.max);
      ProbeLastItem("field", o.key.c_str());
      break;
    }
    case OptionSpec::Kind::boolean: {
      bool b = v.is_boolean() ? v.get<bool>() : o.default_bool;
      if (ImGui::Checkbox(OptionLabel(o).c_str(), &b)) v = b;
      ProbeLastItem("button", o.key.c_str());
      break;
    }
  }
}

}  // namespace

void DrawNewGame(AppState& app, float width, float height) {
  GameSetup& f = app.form;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin("##newgame", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                      ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);  // scrolls when long
  const float col = width < 640 ? width - 28 : 600;
  ImGui::SetCursorPosX((width - col) * 0.5f);
  ImGui::BeginGroup();
  ImGui::PushItemWidth(col * 0.5f);
  HeadingText(fonts().title, T("ui.new_game.new_game"));

  ImGui::TextDisabled("%s", T("ui.new_game.game"));
  bool first = true;
  for (const auto& g : registered_games()) {
    if (!find_screen(g.info.screen)) continue;  // no table screen yet (the title screen says so)
    if (!first) SameLineIfFits(RadioWidth(GameName(g.info).c_str()));
    first = false;
    if (ImGui::RadioButton(GameName(g.info).c_str(), f.game == g.info.name) && f.game != g.info.name)
      f = RememberedSetup(app, g.info.name), app.seed_text = std::to_string(f.seed);
    ProbeLastItem("button", ("game " + g.info.name).c_str());
  }
  const GameEntry* entry = find_game(f.game);
  if (!entry) f = DefaultSetup(f.game), entry = find_game(f.game);
  const GameInfo& info = entry->info;

  if (info.min_seats != info.max_seats) {
    ImGui::TextDisabled("%s", T("ui.new_game.players"));
    for (int n = info.min_seats; n <= info.max_seats; ++n) {
      if (n > info.min_seats) SameLineIfFits(RadioWidth((std::to_string(info.max_seats) + T("ui.new_game.players_2")).c_str()));
      if (ImGui::RadioButton((std::to_string(n) + T("ui.new_game.players_2")).c_str(), f.players == n)) f.players = n;
      ProbeLastItem("button", ("players " + std::to_string(n)).c_str());
    }
  }
  const auto levels = ComputerLevels(f.game);  // the board games' easy/strong, or the game's own bots
  const bool computer = !levels.empty();
  const int colours = std::min(info.colours(f.players), int(f.seats.size()));
  for (int i = 0; i < colours && i < int(f.seats.size()); ++i) {
    SeatSetup& st = f.seats[i];
    ImGui::PushID(i);
    const bool neutral = i >= f.players;
    // Widths from the texts they show, so no choice is cut; on a narrow screen the colour and
    // kind go on a second line under the name.
    const float pad = 2 * ImGui::GetStyle().FramePadding.x, arrow = ImGui::GetFrameHeight();
    const float colour_w = WidestText(kPaletteKeys, kPaletteSize) + pad + arrow;
    static const char* const kKindKeys[] = {"ui.new_game.kind.human", "ui.new_game.kind.computer", "ui.new_game.kind.remote"};
    const float kind_w = WidestText(kKindKeys, 3) + pad + arrow;  // the widest kind a seat can show
    static const char* const kLevelKeys[] = {"ui.new_game.easy", "ui.new_game.strong"};
    const float level_w = WidestText(kLevelKeys, 2) + pad + arrow;
    const float label_w = ImGui::GetFontSize() * 4.5f, name_w = ImGui::GetFontSize() * 8;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const bool one_line = label_w + name_w + colour_w + kind_w + level_w + 3 * spacing <= col;
    ImGui::AlignTextToFramePadding();
    ImGui::Text(neutral ? T("ui.new_game.neutral") : T("ui.new_game.seat"), i + 1);
    ImGui::SameLine(label_w);
    ImGui::SetNextItemWidth(one_line ? name_w : col - label_w);
    if (neutral) ImGui::BeginDisabled();
    InputString("##name", st.name, 20);
    ProbeLastField(("name " + std::to_string(i)).c_str(), st.name.c_str());
    if (neutral) ImGui::EndDisabled();
    if (one_line) ImGui::SameLine(); else ImGui::SetCursorPosX(ImGui::GetCursorPosX() + label_w);
    int c = st.colour;
    ColourCombo("##colour", c, colour_w);
    ProbeLastItem("field", ("colour " + std::to_string(i)).c_str());
    if (c != st.colour) {
      // Colours stay distinct: swap with whoever had it.
      for (auto& other : f.seats) if (other.colour == c) other.colour = st.colour;
      st.colour = c;
      if (neutral) st.name = NeutralName(c);
    }
    // The kind beside the colour when the row has room, else under it (the level then beside the kind).
    const bool kind_beside = one_line || label_w + colour_w + kind_w + spacing <= col;
    if (!neutral) {
      if (kind_beside) ImGui::SameLine(); else ImGui::SetCursorPosX(ImGui::GetCursorPosX() + label_w);
      ImGui::SetNextItemWidth(kind_w);
      const bool remote = static_cast<bool>(GetPeerHooks().host_start);
      const char* kinds[] = {T("ui.new_game.kind.human"), computer ? T("ui.new_game.kind.computer") : T("ui.new_game.kind.computer_coming"),
                             remote ? T("ui.new_game.kind.remote") : T("ui.new_game.kind.remote_unavailable")};
      int k = int(st.kind);
      if (ImGui::BeginCombo("##kind", kinds[k])) {
        for (int n = 0; n < 3; ++n) {
          const bool ok = n == 0 || (n == 1 && computer) || (n == 2 && remote);
          if (ImGui::Selectable(kinds[n], n == k, ok ? 0 : ImGuiSelectableFlags_Disabled, RowSize())) st.kind = SeatKind(n);
          ProbeLastItem("button", ("seat " + std::to_string(i) + " " + (n == 0 ? "human" : n == 1 ? "computer" : "remote")).c_str());
        }
        ImGui::EndCombo();
      }
      ProbeLastItem("field", ("kind " + std::to_string(i)).c_str());
      if (st.kind == SeatKind::computer) {
        // Beside the kind when the row has room, else under it.
        const float row_w = label_w + (kind_beside ? colour_w + spacing : 0) + kind_w + spacing + level_w;
        if (one_line || row_w <= col) ImGui::SameLine();
        else ImGui::SetCursorPosX(ImGui::GetCursorPosX() + label_w);
        ImGui::SetNextItemWidth(level_w);
        if (std::find(levels.begin(), levels.end(), st.level) == levels.end()) st.level = levels.back();
        auto level_name = [](const std::string& l) { return catan::text::tr_or("ui.new_game." + l, l); };
        if (ImGui::BeginCombo("##level", level_name(st.level).c_str())) {
          for (const auto& l : levels) {
            if (ImGui::Selectable(level_name(l).c_str(), st.level == l, 0, RowSize())) st.level = l;
            ProbeLastItem("button", ("seat " + std::to_string(i) + " " + l).c_str());
          }
          ImGui::EndCombo();
        }
        ProbeLastItem("field", ("level " + std::to_string(i)).c_str());
      }
    }
    ImGui::PopID();
  }

  for (const auto& o : info.options)
    if (!o.advanced) OptionField(o, f.options);
  bool any_advanced = false;
  for (const auto& o : info.options) any_advanced = any_advanced || o.advanced;
  const bool open = any_advanced && ImGui::TreeNodeEx(T("ui.new_game.more_options"), ImGuiTreeNodeFlags_FramePadding);
  if (any_advanced) ProbeLastItem("button", "more options");
  if (open) {
    for (const auto& o : info.options)
      if (o.advanced) OptionField(o, f.options);
    ImGui::TreePop();
  }
  ImGui::TextDisabled("%s", T("ui.new_game.seed_share_it_to_replay"));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  InputString("##seed", app.seed_text, 16, ImGuiInputTextFlags_CharsDecimal);
  ProbeLastField("seed", app.seed_text.c_str());
  ImGui::SameLine();
  if (ProbedButtonAs(T("ui.new_game.new_seed"), "New seed")) {
    std::random_device rd;
    app.seed_text = std::to_string(((uint64_t(rd()) << 21) ^ rd()) % 1000000000ull);
  }
  // The hand-over screen only comes between two people at this screen: with one, the box is
  // greyed and says so (its choice is kept for a table with more people).
  int people = 0;
  for (int i = 0; i < f.players; ++i) people += f.seats[i].kind == SeatKind::human;
  ImGui::BeginDisabled(people < 2);
  ImGui::Checkbox(T("ui.new_game.hide_hands_between_players"), &f.handover);
  ImGui::EndDisabled();
  ProbeLastItem("button", "handover");
  ImGui::TextDisabled("%s", T(people < 2 ? "ui.new_game.handover_one_person" : "ui.new_game.handover_note"));
  if (computer) ComputerSpeedPicker(f.computer_delay);
  bool any_remote = false;
  for (int i = 0; i < f.players; ++i) any_remote = any_remote || f.seats[i].kind == SeatKind::remote;
  if (any_remote)
    ColouredWrapped(IM_COL32(150, 200, 240, 255),
                    T("ui.new_game.remote_seats_note"));

  ImGui::Dummy(ImVec2(0, 8));
  const char* end = nullptr;
  const unsigned long long seed = std::strtoull(app.seed_text.c_str(), const_cast<char**>(&end), 10);
  const bool seed_ok = !app.seed_text.empty() && end && *end == 0 && seed < (1ull << 53);
  bool names_ok = true;
  for (int i = 0; i < f.players; ++i) names_ok = names_ok && !f.seats[i].name.empty();
  if (!seed_ok) ColouredWrapped(kRed, T("ui.new_game.the_seed_must_be_a"));
  if (!names_ok) ColouredWrapped(kRed, T("ui.new_game.every_seat_needs_a_name"));
  if (!app.status.empty()) ColouredWrapped(kRed, app.status.c_str());
  ImGui::BeginDisabled(!seed_ok || !names_ok);
  if (ProbedButtonAs(T("ui.new_game.start_game"), "Start game", ImVec2(col * 0.5f, ImGui::GetFrameHeight() * 1.4f))) {
    f.seed = seed;
    GameSetup setup = f;
    setup.seats.resize(colours);
    RememberSetup(app, f);
    StartGame(app, setup);
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ProbedButtonAs(T("ui.new_game.back"), "Back",
                     ImVec2(std::min(col * 0.3f, col * 0.5f - ImGui::GetStyle().ItemSpacing.x), ImGui::GetFrameHeight() * 1.4f))) {
    app.screen = Screen::Title;
    app.status.clear();
  }
  ImGui::PopItemWidth();
  ImGui::EndGroup();
  ImGui::End();
}

}  // namespace catan::ui
