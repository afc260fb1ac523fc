// Test probe: a per-frame registry of where labelled things are drawn on the canvas.
// The browser tests read it (through web/) to click real screen positions; it never
// changes the game. Coordinates are CSS pixels relative to the canvas' top-left corner.
#pragma once
#include <optional>
#include <string>
#include <vector>

namespace catan::ui {

/// One clickable or visible thing drawn this frame: a button, a vertex, an edge, a hex.
struct ProbeItem {
  std::string kind;   ///< "button", "vertex", "edge", "hex", "text", ...
  std::string id;     ///< a fixed probe id (not the label: labels change with the language) or the board element id
  float x, y, w, h;   ///< rectangle in CSS pixels (centre is x + w/2, y + h/2)
  /// The part of the rectangle actually visible (inside every clip rectangle it is drawn in);
  /// equal to the rectangle when nothing is cut off.
  float vx = 0, vy = 0, vw = 0, vh = 0;
  /// A window it is drawn in scrolls along x / y: a cut along that axis is scrolled away,
  /// not lost (the reader can scroll to it).
  bool scroll_x = false, scroll_y = false;
  std::string layer = "board";  ///< "base" (screen windows), "popup" (popups, menus, tooltips), "board"
  std::string window;           ///< the top-level window it is in
  bool input = false;           ///< a text field (typing goes into it)
  std::string value;            ///< a text field's content; or what a shown item says (a toast's text, the log's "end"/"up")
};

/// Collects the items of the frame being drawn; `publish()` freezes them for readers.
class Probe {
 public:
  /// Starts a new frame: clears the items being collected.
  void begin_frame() { building_.clear(); building_focus_.reset(); }
  /// Records one item drawn this frame.
  void add(std::string kind, std::string id, float x, float y, float w, float h) {
    ProbeItem it{std::move(kind), std::move(id), x, y, w, h};
    it.vx = x, it.vy = y, it.vw = w, it.vh = h;
    building_.push_back(std::move(it));
  }
  /// Records an item with everything known about it (see ProbeItem).
  void add(ProbeItem item) { building_.push_back(std::move(item)); }
  /// Ends the frame: the collected items become the published ones.
  void publish() { published_.swap(building_); focus_ = std::move(building_focus_); }
  /// Records the text field being typed into this frame (at most one).
  void set_focus(const ProbeItem& field) { building_focus_ = field; }
  /// The text field typed into in the last complete frame, if any.
  const std::optional<ProbeItem>& focus() const { return focus_; }
  /// Items of the last complete frame, as a JSON array string.
  std::string to_json() const;
 private:
  std::vector<ProbeItem> building_, published_;
  std::optional<ProbeItem> building_focus_, focus_;
};

/// The probe of the running app (one per page).
Probe& probe();

}  // namespace catan::ui
