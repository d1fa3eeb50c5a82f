//===- Translate.h - The accc pipeline on one translation unit --*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_DRIVER_TRANSLATE_H
#define ACCC_DRIVER_TRANSLATE_H

#include "accc/Basic/Diagnostics.h"
#include "accc/Driver/Driver.h"
#include "accc/Driver/LegacySpelling.h"
#include "accc/Frontend/PreprocessorRecorder.h"
#include "clang/AST/ASTContext.h"

namespace accc::driver {

/// The pipeline on the AST that clang -fopenacc parsed and Sema-checked,
/// with what the preprocessor recorded on the way (\p Facts): collect,
/// analyze, lower, report, print into \p Job.Text (Translate.cpp). Reports
/// through \p Ctx's DiagnosticsEngine with \p Warnings' severities.
/// \p ItemsRejected: the parse's only errors rejected reduction items that
/// accc translates (ReductionItems.h), which the user did not see; the
/// pipeline then only finds whether the preprocessed unit is to be
/// translated (Job.NeedsPreprocessedUnit), before the parse is done again.
void translateAST(clang::ASTContext &Ctx, TranslateJob &Job,
                  const WarningOptions &Warnings,
                  const std::vector<LegacyPlace> &LegacyPlaces,
                  const frontend::PreprocessorFacts &Facts,
                  bool ItemsRejected = false);

} // namespace accc::driver

#endif // ACCC_DRIVER_TRANSLATE_H
