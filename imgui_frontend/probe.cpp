#include "imgui_frontend/probe.hpp"

#include <nlohmann/json.hpp>

namespace catan::ui {

std::string Probe::to_json() const {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& it : published_)
    out.push_back({{"kind", it.kind}, {"id", it.id}, {"x", it.x}, {"y", it.y}, {"w", it.w}, {"h", it.h}});
  return out.dump();
}

Probe& probe() {
  static Probe p;
  return p;
}

}  // namespace catan::ui
