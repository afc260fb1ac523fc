// A rule module's own state inside a Position: a small block of bytes that
// the module reads and writes as its own trivially copyable type, so the
// base Position knows no module field, copying a Position stays a memcpy and
// apply allocates nothing. CATAN for Two keeps TwoPlayerState here.
#pragma once
#include <array>
#include <cstddef>
#include <new>
#include <type_traits>

namespace catan {

/// Storage for one module's typed state (zero bytes = the module's state before init).
struct ModuleState {
  /// Bytes available to a module: Cities & Knights' CkState (knights per intersection, improvements,
  /// progress decks and hands, ...) is the largest (raise when a module needs more; Position grows with it).
  static constexpr std::size_t kBytes = 304;
  alignas(8) std::array<unsigned char, kBytes> bytes{};

  /// Compile-time checks a module state type must pass: trivially copyable, fits, no
  /// padding (positions compare bytewise, so every byte must belong to a field).
  template <class T>
  static constexpr bool fits = std::is_trivially_copyable_v<T> && sizeof(T) <= kBytes && alignof(T) <= 8 &&
                               std::has_unique_object_representations_v<T>;

  /// The module's state as its own type T (one type per game: the game's rule module's).
  template <class T>
  T& as() {
    static_assert(fits<T>, "a module state must be trivially copyable, padding-free and fit ModuleState::kBytes");
    return *std::launder(reinterpret_cast<T*>(bytes.data()));
  }
  template <class T>
  const T& as() const {
    static_assert(fits<T>, "a module state must be trivially copyable, padding-free and fit ModuleState::kBytes");
    return *std::launder(reinterpret_cast<const T*>(bytes.data()));
  }
  friend bool operator==(const ModuleState&, const ModuleState&) = default;
};

}  // namespace catan
