#include "imgui_frontend/common/fonts.hpp"

#include <cstddef>

extern const unsigned char catan_ui_font[];
extern const std::size_t catan_ui_font_size;
extern const unsigned char catan_ui_font_bold[];
extern const std::size_t catan_ui_font_bold_size;

namespace catan::ui {
namespace {
Fonts g_fonts;

// Glyphs are rasterized at the device's pixel size, so no oversampling is needed (it would
// double the atlas work at start-up for no visible gain).
ImFont* AddFont(const unsigned char* data, std::size_t size, float px, bool ascii_only = false) {
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;  // the data is static
  cfg.OversampleH = 1;
  cfg.OversampleV = 1;
  cfg.PixelSnapH = true;
  static const ImWchar latin[] = {0x0020, 0x00FF, 0x2013, 0x2026, 0};  // Latin-1, dashes, bullet, ellipsis
  static const ImWchar ascii[] = {0x0020, 0x007E, 0};
  const ImWchar* ranges = ascii_only ? ascii : latin;
  return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), static_cast<int>(size), px,
                                                    &cfg, ranges);
}
}  // namespace

void BuildFonts(float dpr) {
  if (dpr < 1.0f) dpr = 1.0f;
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  g_fonts.regular = AddFont(catan_ui_font, catan_ui_font_size, 17.0f * dpr);
  g_fonts.heading = AddFont(catan_ui_font_bold, catan_ui_font_bold_size, 22.0f * dpr);
  g_fonts.big = AddFont(catan_ui_font_bold, catan_ui_font_bold_size, 44.0f * dpr, true);
  g_fonts.title = AddFont(catan_ui_font_bold, catan_ui_font_bold_size, 30.0f * dpr);
  io.Fonts->Build();
  io.FontGlobalScale = 1.0f / dpr;
  io.FontDefault = g_fonts.regular;
}

const Fonts& fonts() { return g_fonts; }

void HeadingText(ImFont* font, const char* text) {
  if (font) ImGui::PushFont(font);
  ImGui::TextWrapped("%s", text);
  if (font) ImGui::PopFont();
}

}  // namespace catan::ui
