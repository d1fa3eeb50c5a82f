//===- TransformACCToOMP.h - OpenACC directives to OpenMP -------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The lowering of analyzed OpenACC directives to accc's OpenMP IR
/// (OMPTree.h), following seed 000's "Parallel Directives", "Loop
/// Directives" and "Combined Directives" mappings, with the target- and
/// mapping-specific deviations documented in docs/Mapping.md. One dispatch
/// hands each directive to its family (lib/Transform/Lowering.h) and runs
/// the finishing steps in one documented order.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_TRANSFORM_TRANSFORMACCTOOMP_H
#define ACCC_TRANSFORM_TRANSFORMACCTOOMP_H

#include "accc/Analysis/Directive.h"
#include "accc/Analysis/MemberReductions.h"
#include "accc/Basic/Diagnostics.h"
#include "accc/Basic/Options.h"
#include "accc/Frontend/ConstructCollector.h"
#include "accc/Transform/OMPTree.h"
#include "clang/AST/ASTContext.h"
#include <memory>

namespace accc::transform {

class LoweringContext;

class TransformACCToOMP {
public:
  TransformACCToOMP(const TranslateOptions &Opts, clang::ASTContext &Ctx,
                    Diagnoser &Diags, Translation &Out,
                    llvm::ArrayRef<analysis::MemberStandIn> StandIns = {});
  ~TransformACCToOMP();

  /// Lowers every directive of \p R: a compute construct with its loops,
  /// or a standalone directive. Requires the analysis to have run.
  void translate(const analysis::DirectiveTree &R);
  /// Lowers a `declare` directive.
  void translate(const analysis::DeclareDirective &D);
  /// Lowers a `routine` directive.
  void translate(const frontend::CollectedRoutine &R);
  /// Lowers the binds of and to lambdas (CallSiteBinds.cpp).
  void translate(llvm::ArrayRef<frontend::CallSiteBind> Binds);

private:
  std::unique_ptr<LoweringContext> Cx;
  /// The finishing steps of a compute construct or data directive, in
  /// their one order (TransformACCToOMP.cpp).
  void finish(const analysis::Directive &D, OMPNode &N);
};

} // namespace accc::transform

#endif // ACCC_TRANSFORM_TRANSFORMACCTOOMP_H
