//===- DeclaredReductions.cpp - Struct and complex reductions in OpenMP ---===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC reduces a struct member by member (OpenACC 3.3 sec. 2.5.15,
// Analysis/CompositeReductions.cpp) and a complex number as one value.
// OpenMP has no built-in reduction of a struct, and its built-in reduction
// of a complex number or a `long double` is no use to accc: clang 22
// combines a `_Complex float` or a `long double` with
// `__atomic_compare_exchange` (`__atomic_load` too), calls to libatomic on
// the host, which accc does not link. So the translation declares an
// OpenMP reduction for each such type and operator (whose partial results
// clang combines under a lock) and names it in the reduction clauses:
//  1. `#pragma omp declare reduction(NAME : TYPE : COMBINER)
//     initializer(omp_priv = INIT)`: the combiner applies the operator to
//     each scalar of the type (`omp_out.a += omp_in.a, omp_out.b +=
//     omp_in.b`; `&&`, `||`, max and min as assignments), the initializer
//     gives each scalar the operator's identity (OpenACC 3.3 sec. 2.5.15's
//     table: 0, 1, ~0, the least and the largest value of its type) in a
//     brace initializer of the type's shape. A complex floating product is
//     written from the parts (`(a*c - b*d) + (a*d + b*c) * 1.0i`): the NVPTX
//     device runtime has no __mulsc3/__muldc3, which `*` calls. C++'s
//     `std::complex<T>` is combined the same way through its `real()`,
//     `imag()` and constructor (`omp_out = ::std::complex<double>(
//     omp_out.real() + omp_in.real(), omp_out.imag() + omp_in.imag())`),
//     its identity `0` or `1` converted by the constructor.
//  2. NAME is `__accc_red_<operator>_<type>`, with a number added where
//     another type has that spelling: a reserved name, one per type,
//     operator and scope.
//  3. Where the type has a name at file or namespace scope (qualified in
//     C++) declared before the function holding the construct, the
//     directive goes at the function's scope, once per type, operator and
//     scope, before the first such function (SourcePrinter,
//     OMPPreDeclaration): the host and the device compiles both see it, and
//     so does every construct after it in that scope.
//  4. Otherwise (a type declared in the function, an unnamed struct), it
//     goes in the compound statement that opens the construct's
//     translation, with TYPE `__typeof__(v)` (`__typeof__(v[0])` for an
//     array or a subarray); for a variable declared inside the compute
//     construct, in the one that opens the loop's.
//  5. Other reductions keep OpenMP's operator.
//  6. In a template, a variable whose type depends on a template parameter
//     and is a struct or complex type in an instantiation (accc translates
//     the template once): one declared reduction in the construct's
//     compound statement, of type `__typeof__(v)`, whose combiner and
//     initializer call functions overloaded for each instantiation's type
//     (its scalars' too):
//       #pragma omp declare reduction(NAME : __typeof__(s) :
//           __accc_red_combine_add(omp_out, omp_in))
//           initializer(__accc_red_init_add(omp_priv))
//       extern "C++" {
//       static inline void __accc_red_combine_add(::Vec &omp_out,
//           const ::Vec &omp_in) { omp_out.x += omp_in.x; ... }
//       static inline void __accc_red_init_add(::Vec &omp_priv) {
//           omp_priv = {0, 0}; }
//       }
//     (rule 1's combiner and identity), after the type's declaration in the
//     main file (argument-dependent lookup finds them in the
//     instantiation), or before the template for a built-in type or a type
//     from a header (the template's lookup finds them), once per type,
//     operator and scope (Analysis/CompositeReductions.cpp rule 7).
//     `extern "C++"`: a type may be declared in an `extern "C"` block.
//
// Example:
//   typedef struct { int n; double s; } Acc;
//   void f(...) { Acc a; ... #pragma acc parallel loop reduction(+:a) }
//   =>
//   #pragma omp declare reduction(__accc_red_add_Acc : Acc :
//       omp_out.n += omp_in.n, omp_out.s += omp_in.s)
//       initializer(omp_priv = {0, 0})
//   void f(...) { ... #pragma omp parallel for reduction(__accc_red_add_Acc: a) }
//
// Tests: test/Translate/reduction-struct.c, test/Translate/reduction-struct.cpp,
// test/Translate/reduction-struct-nested.c, test/Translate/reduction-complex.c,
// test/Execution/reduction-struct.c, test/Execution/reduction-struct.cpp,
// test/Execution/reduction-struct-nested.c, test/Execution/reduction-complex.c,
// test/Execution/reduction-complex.cpp, test/Driver/reduction-no-libatomic.c,
// test/Translate/reduction-template-struct.cpp,
// test/Execution/reduction-template-struct.cpp (6).
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/CompositeReductions.h"
#include "accc/Analysis/VarRefUtils.h"
#include "accc/Basic/KindUtils.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// Rule 2: the operator in a name.
StringRef opWord(OpenACCReductionOperator Op) {
  switch (Op) {
  case OpenACCReductionOperator::Addition:
    return "add";
  case OpenACCReductionOperator::Multiplication:
    return "mul";
  case OpenACCReductionOperator::Max:
    return "max";
  case OpenACCReductionOperator::Min:
    return "min";
  case OpenACCReductionOperator::BitwiseAnd:
    return "bitand";
  case OpenACCReductionOperator::BitwiseOr:
    return "bitor";
  case OpenACCReductionOperator::BitwiseXOr:
    return "bitxor";
  case OpenACCReductionOperator::And:
    return "and";
  case OpenACCReductionOperator::Or:
    return "or";
  default:
    return "op";
  }
}

/// Rule 3: the declaration at file or namespace scope that holds \p S, as
/// written (a template's, not an instantiation's); null if none, or if
/// \p S is in a lambda written at file scope (rule 4 then).
const Decl *fileScopeDecl(const Stmt *S, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(*S);
  const Decl *D = nullptr;
  while (!Parents.empty() && !(D = Parents[0].get<Decl>()))
    Parents = Ctx.getParents(Parents[0]);
  while (D && !D->getDeclContext()->getRedeclContext()->isFileContext())
    D = dyn_cast<Decl>(D->getDeclContext());
  if (const auto *FD = dyn_cast_or_null<FunctionDecl>(D)) {
    if (const FunctionTemplateDecl *T = FD->getPrimaryTemplate())
      return T;
    if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
      return T;
  }
  if (const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(D))
    if (!Spec->isExplicitSpecialization())
      return Spec->getSpecializedTemplate();
  if (const auto *RD = dyn_cast_or_null<CXXRecordDecl>(D)) {
    if (RD->isLambda())
      return nullptr; // a lambda at file scope: inside a declaration
    if (const ClassTemplateDecl *T = RD->getDescribedClassTemplate())
      return T;
  }
  return D;
}

} // namespace

std::string reductionIdentity(OpenACCReductionOperator Op, QualType T,
                              const ASTContext &Ctx) {
  using O = OpenACCReductionOperator;
  switch (Op) {
  case O::Addition:
  case O::BitwiseOr:
  case O::BitwiseXOr:
  case O::Or:
    return "0";
  case O::Multiplication:
  case O::And:
    return "1";
  default:
    break;
  }
  T = T.getCanonicalType().getUnqualifiedType();
  if (T->isBooleanType())
    return Op == O::Max ? "0" : "1";
  if (const auto *BT = T->getAs<BuiltinType>(); BT && T->isFloatingType()) {
    StringRef Largest;
    switch (BT->getKind()) {
    case BuiltinType::Float:
      Largest = "__FLT_MAX__";
      break;
    case BuiltinType::LongDouble:
      Largest = "__LDBL_MAX__";
      break;
    case BuiltinType::Float16:
      Largest = "__FLT16_MAX__";
      break;
    case BuiltinType::Float128:
      Largest = "__FLT128_MAX__";
      break;
    default:
      Largest = "__DBL_MAX__";
      break;
    }
    return (Op == O::Max ? "-" : "") + Largest.str();
  }
  // Integers: an enumeration (C) as its integer type.
  if (const auto *ET = T->getAs<EnumType>())
    T = ET->getDecl()->getIntegerType();
  const PrintingPolicy &PP = Ctx.getPrintingPolicy();
  std::string Type = T.getAsString(PP);
  if (!T->isSignedIntegerType())
    return Op == O::Max ? "0" : "(" + Type + ")-1"; // & and min: all ones
  if (Op == O::BitwiseAnd)
    return "-1";
  // The least and the largest value from the sign bit of the unsigned
  // type: constant expressions of every width, `__int128` included.
  std::string Sign = "((" +
                     Ctx.getCorrespondingUnsignedType(T).getAsString(PP) +
                     ")1 << " + std::to_string(Ctx.getIntWidth(T) - 1) + ")";
  return "(" + Type + ")" + (Op == O::Max ? Sign : "(" + Sign + " - 1)");
}

std::string reductionCombiner(OpenACCReductionOperator Op,
                              const std::string &Out, const std::string &In) {
  using O = OpenACCReductionOperator;
  switch (Op) {
  case O::Max:
  case O::Min:
    return Out + " = " + In + (Op == O::Max ? " > " : " < ") + Out + " ? " +
           In + " : " + Out;
  case O::And:
  case O::Or:
    return Out + " = " + Out + (Op == O::And ? " && " : " || ") + In;
  default:
    return Out + " " + spell(Op) + "= " + In;
  }
}

namespace {

/// The imaginary unit of complex type \p T, a GNU imaginary constant.
std::string imaginaryUnit(QualType T) {
  const auto *BT = T->castAs<ComplexType>()->getElementType()->getAs<BuiltinType>();
  if (BT && BT->getKind() == BuiltinType::Float)
    return "1.0fi";
  if (BT && BT->getKind() == BuiltinType::LongDouble)
    return "1.0li";
  return "1.0i";
}

/// Rule 1c: a C++ std::complex value from the parts of \p Out and \p In
/// (its sum, or its product as in 1b: a product of std::complex values
/// calls __muldc3 too).
std::string combineStdComplex(OpenACCReductionOperator Op, QualType T,
                              const std::string &Out, const std::string &In,
                              const ASTContext &Ctx) {
  PrintingPolicy PP = Ctx.getPrintingPolicy();
  // In a template (`std::complex<R>`), the type of each instantiation.
  std::string Type =
      T->isDependentType()
          ? "decltype(" + Out + ")"
          : TypeName::getFullyQualifiedName(T.getUnqualifiedType(), Ctx, PP,
                                            /*WithGlobalNsPrefix=*/true);
  std::string ReO = Out + ".real()", ImO = Out + ".imag()",
              ReI = In + ".real()", ImI = In + ".imag()";
  if (Op == OpenACCReductionOperator::Multiplication)
    return Out + " = " + Type + "(" + ReO + " * " + ReI + " - " + ImO +
           " * " + ImI + ", " + ReO + " * " + ImI + " + " + ImO + " * " +
           ReI + ")";
  return Out + " = " + Type + "(" + ReO + " + " + ReI + ", " + ImO + " + " +
         ImI + ")";
}

/// The combiner of one scalar of type \p T, reached with \p Path (rule 1).
std::string combineOne(OpenACCReductionOperator Op, QualType T,
                       const std::string &Path, const ASTContext &Ctx) {
  std::string Out = "omp_out" + Path, In = "omp_in" + Path;
  using O = OpenACCReductionOperator;
  if (isStdComplex(T))
    return combineStdComplex(Op, T, Out, In, Ctx);
  if (Op == O::Multiplication && T->isComplexType()) {
    // Rule 1b: the product of complex floating values from their parts.
    // `*` is a call to __mulsc3/__muldc3 (C's Annex G recovery of infinite
    // results), which the NVPTX device runtime does not have ("Undefined
    // reference to '__mulsc3'"); a real times an imaginary constant is two
    // products, no call.
    std::string ReO = "__real__ " + Out, ImO = "__imag__ " + Out,
                ReI = "__real__ " + In, ImI = "__imag__ " + In;
    return Out + " = (" + ReO + " * " + ReI + " - " + ImO + " * " + ImI +
           ") + (" + ReO + " * " + ImI + " + " + ImO + " * " + ReI + ") * " +
           imaginaryUnit(T);
  }
  return reductionCombiner(Op, Out, In);
}

void combiner(const ReductionPart &P, OpenACCReductionOperator Op,
              std::string Path, std::vector<std::string> &Out,
              const ASTContext &Ctx) {
  Path += P.Access;
  if (!P.Aggregate) {
    Out.push_back(combineOne(Op, P.Type.getCanonicalType(), Path, Ctx));
    return;
  }
  for (const ReductionPart &C : P.Parts)
    combiner(C, Op, Path, Out, Ctx);
}

std::string initializer(const ReductionPart &P, OpenACCReductionOperator Op,
                        const ASTContext &Ctx) {
  if (!P.Aggregate)
    return reductionIdentity(Op, P.Type, Ctx);
  std::vector<std::string> Parts;
  for (const ReductionPart &C : P.Parts)
    Parts.push_back(initializer(C, Op, Ctx));
  return "{" + llvm::join(Parts, ", ") + "}";
}

/// Rule 1: `#pragma omp declare reduction(...) initializer(...)`.
OMPStmt declareReduction(const std::string &Name, const std::string &Type,
                         const ReductionPart &Layout,
                         OpenACCReductionOperator Op, const ASTContext &Ctx) {
  std::vector<std::string> Combiner;
  combiner(Layout, Op, "", Combiner, Ctx);
  OMPItem Spec;
  Spec.Text = Name + " : " + Type + " : " + llvm::join(Combiner, ", ");
  OMPDirective D{OMPWord::DeclareReduction};
  D.addClause(OMPClause::list(OMPClauseKind::DirectiveList, Spec));
  D.addClause(OMPClause::value(OMPClauseKind::Initializer,
                               "omp_priv = " + initializer(Layout, Op, Ctx)));
  return OMPStmt::directive(std::move(D));
}

/// \p Text as part of an identifier: `struct S` -> `struct_S`.
std::string identifierPart(StringRef Text) {
  std::string Out;
  for (char C : Text)
    if (isAsciiIdentifierContinue(C))
      Out += C;
    else if (!Out.empty() && Out.back() != '_')
      Out += '_';
  while (!Out.empty() && Out.back() == '_')
    Out.pop_back();
  return Out.empty() ? "type" : Out;
}

} // namespace

std::string ComputeLowering::fileScopeTypeName(QualType T,
                                               const Decl *Before) const {
  QualType C = T.getCanonicalType().getUnqualifiedType();
  PrintingPolicy PP = Ctx.getPrintingPolicy();
  PP.SuppressUnwrittenScope = true; // an anonymous namespace's name
  if (C->isAnyComplexType() || C->isBuiltinType())
    return C.getAsString(PP);
  const RecordDecl *RD = C->getAsRecordDecl();
  RD = RD ? RD->getDefinition() : nullptr;
  if (!RD)
    return "";
  const NamedDecl *Name = RD->getIdentifier()
                              ? static_cast<const NamedDecl *>(RD)
                              : RD->getTypedefNameForAnonDecl();
  // Named from any scope, qualified: declared at file or namespace scope,
  // before the declaration.
  const SourceManager &SM = Ctx.getSourceManager();
  auto VisibleAt = [&](const Decl *D) {
    return D->getDeclContext()->getRedeclContext()->isFileContext() &&
           SM.isBeforeInTranslationUnit(D->getEndLoc(), Before->getBeginLoc());
  };
  if (!Name || !VisibleAt(RD) || !VisibleAt(Name))
    return "";
  if (Name == RD) // C needs its tag keyword (`struct S`)
    return Ctx.getLangOpts().CPlusPlus
               ? TypeName::getFullyQualifiedName(C, Ctx, PP)
               : C.getAsString(PP);
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  Name->printQualifiedName(OS, PP);
  return Text;
}

namespace {

/// Rule 4: the subscripts that take variable \p V down to an element of
/// type \p E (`[0]` per array dimension or pointer).
std::string elementSubscripts(const ValueDecl *V, QualType E,
                              const ASTContext &Ctx) {
  std::string Subscripts;
  for (QualType T = V->getType().getNonReferenceType();
       !Ctx.hasSameUnqualifiedType(T, E) &&
       (T->isPointerType() || T->isArrayType());
       T = T->isPointerType() ? T->getPointeeType()
                              : Ctx.getAsArrayType(T)->getElementType())
    Subscripts += "[0]";
  return Subscripts;
}

/// Rules 3 and 6: \p D's lines once per key (its scope's), before the
/// first declaration that needs them.
void preDeclareOnce(Translation &Out, OMPPreDeclaration D,
                    const ASTContext &Ctx) {
  if (OMPPreDeclaration *Pre = Out.findPreDeclaration(D.Key)) {
    if (Ctx.getSourceManager().isBeforeInTranslationUnit(
            D.Before->getBeginLoc(), Pre->Before->getBeginLoc()))
      Pre->Before = D.Before;
    return;
  }
  Out.addPreDeclaration(std::move(D));
}

/// Rule 6: the definitions of the combiner and the initializer for type
/// \p T (canonical) and operator \p Op, named \p Combine and \p Init.
OMPStmts templateCombiner(QualType T, OpenACCReductionOperator Op,
                          const std::string &Combine, const std::string &Init,
                          const ASTContext &Ctx) {
  std::optional<ReductionPart> Layout;
  if (needsDeclaredReduction(T, Ctx))
    Layout = reductionLayout(T, Op, Ctx);
  else
    Layout = ReductionPart{T, "", {}, false};
  PrintingPolicy PP = Ctx.getPrintingPolicy();
  std::string Type =
      T->getAsTagDecl()
          ? TypeName::getFullyQualifiedName(T, Ctx, PP,
                                            /*WithGlobalNsPrefix=*/true)
          : T.getAsString(PP);
  std::vector<std::string> Combiner;
  combiner(*Layout, Op, "", Combiner, Ctx);
  OMPStmts Out;
  Out.push_back(OMPStmt::code("extern \"C++\" {"));
  Out.push_back(OMPStmt::code("static inline void " + Combine + "(" + Type +
                              " &omp_out, const " + Type + " &omp_in) { " +
                              llvm::join(Combiner, "; ") + "; }"));
  Out.push_back(OMPStmt::code("static inline void " + Init + "(" + Type +
                              " &omp_priv) { omp_priv = " +
                              initializer(*Layout, Op, Ctx) + "; }"));
  Out.push_back(OMPStmt::code("}"));
  return Out;
}

} // namespace

std::optional<std::string>
ComputeLowering::templateReductionId(const Directive &D, const DataAttr &A,
                                     OMPNode &N) {
  const auto *V = dyn_cast<VarDecl>(A.Var);
  auto Insts = V ? instantiationsOf(V) : std::nullopt;
  if (!Insts)
    return std::nullopt;
  llvm::SmallVector<QualType, 4> Types;
  bool Declared = false;
  for (const VarDecl *Inst : *Insts) {
    QualType E = reducedElementType(Inst, A.Item, Ctx)
                     .getCanonicalType()
                     .getUnqualifiedType();
    Declared |= needsDeclaredReduction(E, Ctx);
    if (!llvm::is_contained(Types, E))
      Types.push_back(E);
  }
  if (!Declared)
    return std::nullopt;
  const Directive &P = *D.Compute;
  const Decl *Template = fileScopeDecl(P.stmt(), Ctx);
  if (!Template)
    return std::nullopt;
  std::string Op = opWord(A.Op).str();
  std::string Combine = "__accc_red_combine_" + Op,
              Init = "__accc_red_init_" + Op;
  for (QualType T : Types) {
    CombinerPlace Place = combinerPlace(T, Template, Ctx);
    std::string Key =
        Combine + ":" +
        std::to_string(reinterpret_cast<uintptr_t>(T.getAsOpaquePtr())) + ":";
    OMPStmts Defs = templateCombiner(T, A.Op, Combine, Init, Ctx);
    if (Place.K == CombinerPlace::AfterType) {
      Out.addPostDeclaration({Place.After, std::move(Defs), Key});
      continue;
    }
    if (Place.K != CombinerPlace::BeforeTemplate)
      continue; // the analysis reported it
    // Once per scope, before the first template of the scope that needs it.
    Key += std::to_string(reinterpret_cast<uintptr_t>(
        Template->getDeclContext()->getRedeclContext()->getPrimaryContext()));
    preDeclareOnce(Out, {Template, std::move(Defs), Key}, Ctx);
  }
  // The declared reduction, in the compound statement (rule 4's place).
  QualType E = reducedElementType(A.Var, A.Item, Ctx);
  std::string Name = Out.declaredReductionName(
      std::to_string(reinterpret_cast<uintptr_t>(
          E.getCanonicalType().getUnqualifiedType().getAsOpaquePtr())) +
          ":" + Op + ":template",
      "__accc_red_" + Op + "_" + identifierPart(E.getAsString()));
  OMPStmts &Where =
      P.declaresInside(A.Var) ? N.Layers.front().Prologue : BlockReductions;
  std::string Prefix = "omp declare reduction(" + Name + " : ";
  if (llvm::none_of(Where, [&](const OMPStmt &W) {
        return W.Dir && StringRef(W.Dir->text()).starts_with(Prefix);
      })) {
    OMPItem Spec;
    Spec.Text = Name + " : __typeof__(" + declName(A.Var) +
                elementSubscripts(A.Var, E, Ctx) + ") : " + Combine +
                "(omp_out, omp_in)";
    OMPDirective Dir{OMPWord::DeclareReduction};
    Dir.addClause(OMPClause::list(OMPClauseKind::DirectiveList, Spec));
    Dir.addClause(OMPClause::value(OMPClauseKind::Initializer,
                                   Init + "(omp_priv)"));
    Where.push_back(OMPStmt::directive(std::move(Dir)));
  }
  return Name;
}

std::string ComputeLowering::reductionId(const Directive &D,
                                         const DataAttr &A, OMPNode &N) {
  QualType E = reducedElementType(A.Var, A.Item, Ctx);
  if (E->isDependentType() && !isStdComplex(E)) // rule 6
    return templateReductionId(D, A, N).value_or(spell(A.Op));
  if (!needsDeclaredReduction(E, Ctx))
    return spell(A.Op); // rule 5
  std::optional<ReductionPart> Layout = reductionLayout(E, A.Op, Ctx);
  if (!Layout)
    return spell(A.Op); // the analysis reported it
  const Directive &P = *D.Compute;
  bool Inside = P.declaresInside(A.Var);
  const Decl *Before = Inside ? nullptr : fileScopeDecl(P.stmt(), Ctx);
  std::string Type = Before ? fileScopeTypeName(E, Before) : "";
  std::string Op = opWord(A.Op).str();
  // The key: the type, the operator, and the scope of the declaration.
  std::string Key =
      std::to_string(reinterpret_cast<uintptr_t>(
          E.getCanonicalType().getUnqualifiedType().getAsOpaquePtr())) +
      ":" + Op + ":";
  if (!Type.empty()) { // rule 3
    const DeclContext *DC =
        Before->getDeclContext()->getRedeclContext()->getPrimaryContext();
    std::string Name = Out.declaredReductionName(
        Key + std::to_string(reinterpret_cast<uintptr_t>(DC)),
        "__accc_red_" + Op + "_" + identifierPart(Type));
    preDeclareOnce(
        Out, {Before, {declareReduction(Name, Type, *Layout, A.Op, Ctx)}, Name},
        Ctx);
    return Name;
  }
  // Rule 4: `__typeof__` of the variable, subscripted down to an element.
  std::string Subscripts = elementSubscripts(A.Var, E, Ctx);
  const RecordDecl *RD = E->getAsRecordDecl();
  std::string Spelled = !RD                   ? E.getAsString()
                        : RD->getIdentifier() ? RD->getName().str()
                                              : "unnamed";
  std::string Name = Out.declaredReductionName(
      Key + "block", "__accc_red_" + Op + "_" + identifierPart(Spelled));
  OMPStmts &Where = Inside ? N.Layers.front().Prologue : BlockReductions;
  std::string Prefix = "omp declare reduction(" + Name + " : ";
  if (llvm::none_of(Where, [&](const OMPStmt &W) {
        return W.Dir && StringRef(W.Dir->text()).starts_with(Prefix);
      }))
    Where.push_back(declareReduction(
        Name, "__typeof__(" + declName(A.Var) + Subscripts + ")", *Layout,
        A.Op, Ctx));
  return Name;
}

} // namespace accc::transform
