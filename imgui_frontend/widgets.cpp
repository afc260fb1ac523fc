#include "imgui_frontend/widgets.hpp"

#include <string>

#include "imgui_frontend/probe.hpp"

namespace catan::ui {

void ProbeLastItem(const char* kind, const char* id) {
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  probe().add(kind, id, a.x, a.y, b.x - a.x, b.y - a.y);
}

bool ProbedButton(const char* label, const ImVec2& size) {
  bool clicked = ImGui::Button(label, size);
  std::string id(label);
  if (auto cut = id.find("##"); cut != std::string::npos) id.resize(cut);
  ProbeLastItem("button", id.c_str());
  return clicked;
}

}  // namespace catan::ui
