//===- KindUtils.h - Spelling clang's OpenACC kinds --------------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_BASIC_KINDUTILS_H
#define ACCC_BASIC_KINDUTILS_H

#include "llvm/Support/raw_ostream.h"
#include <string>

namespace accc {

/// The OpenACC spelling of anything clang can stream: an
/// OpenACCDirectiveKind ("parallel loop"), OpenACCClauseKind ("copyin"),
/// OpenACCReductionOperator ("max").
template <typename T> std::string spell(const T &Kind) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << Kind;
  return S;
}

} // namespace accc

#endif // ACCC_BASIC_KINDUTILS_H
