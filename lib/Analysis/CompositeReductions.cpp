//===- CompositeReductions.cpp - Reductions member by member --------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The reductions of a struct and of a complex number, which OpenMP has no
// built-in operator for: what a reduction of such a type combines, and
// whether OpenACC's operator applies to each part.
//
// Spec: OpenACC 3.3, sec. 2.5.15: "If the reduction var is an array or
// composite variable, the reduction operation is logically equivalent to
// applying that reduction operation to each array element or member of the
// composite variable individually"; the operators' types are C's (`+` and
// `*` take a _Complex value, `&`, `|`, `^` integers only).
//  1. A reduction of a struct or class (or an array, or a subarray, of
//     them) combines each scalar member with the operator: members of
//     arithmetic type (integers, floating and complex types, C's
//     enumerations), and, member by member, members that are structs or
//     arrays of constant size of them, at any depth (clang 22's Sema takes
//     one level of scalars only; the others reach accc through the second
//     parse, lib/Driver/ReductionItems.cpp). An anonymous struct member's
//     members belong to the struct around it; an unnamed bit-field is
//     padding and is left alone.
//  2. It is an error if a member is a pointer, a union, a reference, const,
//     or an array without a constant size, or if the operator does not
//     apply to a scalar's type: `max`, `min`, `&&` and `||` take no complex
//     value, `&`, `|` and `^` integers only. A C++ class must be an
//     aggregate without base classes (not supported yet otherwise: accc
//     initializes each copy with braces).
//  3. A complex variable is one value, combined with `+` or `*`; so is a
//     `long double` (or another floating type wider than 64 bits) with its
//     operators: clang 22's own reduction of either is a libatomic call on
//     the host (Transform/DeclaredReductions.cpp).
//  4. (Not supported yet.) More than MaxReductionScalars scalars: the
//     declared reduction combines them one expression each.
//  5. (Not supported; -acc=gpu) a `long double` scalar (a member, a complex
//     number's part): clang 22 has no `long double` for NVPTX ("requires
//     128 bit size 'long double' type support"; a `_Complex long double`
//     reduction crashed its backend: "unsupported library call
//     operation").
//  6. C++'s complex numbers, `std::complex<T>` of a floating type T (a
//     class, not an aggregate: clang 22's Sema rejects it, and accc's
//     second parse takes it, lib/Driver/ReductionItems.cpp), are complex
//     values as in 3, alone, as array elements or as members: `+` and `*`
//     only, combined through `real()`, `imag()` and the constructor
//     (Transform/DeclaredReductions.cpp). Other classes that are not
//     aggregates stay errors (clang's). In a template, a variable declared
//     `std::complex<R>` with R a template parameter is one too, in every
//     instantiation (its reduction is declared once, for the pattern).
//  7. In a template, a variable whose type depends on a template parameter
//     is reduced with one declared reduction for every instantiation
//     (accc translates the template once), which calls a combiner and an
//     initializer overloaded for each instantiation's type (Transform/
//     DeclaredReductions.cpp rule 6). Their definitions go right after the
//     type's declaration at namespace scope where that is in the main
//     file (argument-dependent lookup finds them in the instantiation;
//     for a class template's specialization, after the later of the
//     template's and its arguments' declarations), else (a built-in type,
//     a type from a header) before the template (the template's own
//     lookup finds them). Not supported: a class local to a function, a
//     class without a name, a type declared after the template in a
//     header (accc rewrites the main file only); ClauseChecks.cpp rule 23.
//
// Tests: test/Translate/reduction-struct.c, test/Execution/reduction-struct.c,
// test/Translate/reduction-struct-nested.c,
// test/Execution/reduction-struct-nested.c (1),
// test/Diagnostics/reduction-struct-member.c,
// test/Diagnostics/reduction-struct-class.cpp,
// test/Diagnostics/reduction-complex-operator.c (2, 4),
// test/Translate/reduction-complex.c, test/Execution/reduction-complex.c,
// test/Driver/reduction-no-libatomic.c (3),
// test/Diagnostics/reduction-long-double-gpu.c (5),
// test/Translate/reduction-std-complex.cpp,
// test/Execution/reduction-std-complex.cpp,
// test/Diagnostics/reduction-std-complex.cpp (6),
// test/Translate/reduction-template-struct.cpp,
// test/Execution/reduction-template-struct.cpp,
// test/Diagnostics/reduction-struct-class.cpp (7).
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/CompositeReductions.h"
#include "accc/Basic/KindUtils.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace accc::analysis {

QualType reducedElementType(const ValueDecl *V, const Expr *Item,
                            const ASTContext &Ctx) {
  QualType T = V->getType().getNonReferenceType();
  unsigned Dims = 0;
  for (const Expr *E = Item ? Item->IgnoreParenImpCasts() : nullptr;
       const auto *S = dyn_cast_or_null<ArraySectionExpr>(E);
       E = S->getBase()->IgnoreParenImpCasts())
    ++Dims;
  // Each dimension of a subarray steps into an array or through a pointer;
  // the arrays left are reduced element by element.
  // (In a template too: `T *p`, `T a[N]` step to T.)
  for (; Dims; --Dims) {
    if (const auto *P = T->getAs<PointerType>())
      T = P->getPointeeType();
    else if (const ArrayType *A = Ctx.getAsArrayType(T))
      T = A->getElementType();
    else
      break;
  }
  while (const ArrayType *A = Ctx.getAsArrayType(T))
    T = A->getElementType();
  return T;
}

bool isStdComplex(QualType T, QualType *Element) {
  if (T.isNull())
    return false;
  if (!T->isDependentType())
    return isStdComplexClass(T->getAsCXXRecordDecl(), Element);
  // In a template: written `std::complex<...>`.
  const auto *Spec = T->getAs<TemplateSpecializationType>();
  const TemplateDecl *TD =
      Spec ? Spec->getTemplateName().getAsTemplateDecl() : nullptr;
  return TD && TD->getIdentifier() && TD->getName() == "complex" &&
         TD->isInStdNamespace() && Spec->template_arguments().size() == 1;
}

bool isStdComplexClass(const CXXRecordDecl *RD, QualType *Element) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(RD);
  if (!Spec || !Spec->getIdentifier() || Spec->getName() != "complex" ||
      !Spec->isInStdNamespace())
    return false;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Args.size() != 1 || Args[0].getKind() != TemplateArgument::Type ||
      !Args[0].getAsType()->isRealFloatingType())
    return false;
  if (Element)
    *Element = Args[0].getAsType().getCanonicalType();
  return true;
}

bool needsDeclaredReduction(QualType T, const ASTContext &Ctx) {
  return !T.isNull() &&
         ((!T->isDependentType() &&
           (T->isRecordType() || T->isAnyComplexType() ||
            (T->isRealFloatingType() && Ctx.getTypeSize(T) > 64))) ||
          isStdComplex(T));
}

/// Rule 2.
bool reductionOperatorApplies(OpenACCReductionOperator Op, QualType T) {
  switch (Op) {
  case OpenACCReductionOperator::Addition:
  case OpenACCReductionOperator::Multiplication:
    return true;
  case OpenACCReductionOperator::Max:
  case OpenACCReductionOperator::Min:
  case OpenACCReductionOperator::And:
  case OpenACCReductionOperator::Or:
    return !T->isAnyComplexType() && !isStdComplex(T);
  case OpenACCReductionOperator::BitwiseAnd:
  case OpenACCReductionOperator::BitwiseOr:
  case OpenACCReductionOperator::BitwiseXOr:
    return T->isIntegerType();
  default:
    return false;
  }
}

namespace {

/// Why a member cannot be reduced (err_acc_reduction_member_type's %3).
enum class MemberProblem { NotArithmetic, Union, Const, NoConstantSize };
/// Why a type is not supported yet (err_acc_reduction_class_unsupported's
/// %2).
enum class TypeProblem { NotAggregate, Bases, NoMembers, TooManyScalars };

class LayoutBuilder {
public:
  LayoutBuilder(OpenACCReductionOperator Op, const ASTContext &Ctx,
                Diagnoser *Diags, SourceLocation Loc, StringRef Name)
      : Op(Op), Ctx(Ctx), Diags(Diags), Loc(Loc), Name(Name.str()) {}

  std::optional<ReductionPart> run(QualType T) {
    Reduced = T;
    ReductionPart Root;
    if (!build(T, "", Name, nullptr, Root))
      return std::nullopt;
    if (Scalars == 0) {
      unsupported(Reduced, TypeProblem::NoMembers);
      return std::nullopt;
    }
    return Root;
  }

private:
  OpenACCReductionOperator Op;
  const ASTContext &Ctx;
  Diagnoser *Diags;
  SourceLocation Loc;
  std::string Name;
  QualType Reduced; ///< the type reduced
  unsigned Scalars = 0;

  /// The part of type \p T reached with \p Access from its aggregate, shown
  /// as \p Path in messages; \p Field is the member that declares it.
  bool build(QualType T, std::string Access, const std::string &Path,
             const FieldDecl *Field, ReductionPart &Out) {
    Out.Type = T;
    Out.Access = std::move(Access);
    if (Field && T.isConstQualified())
      return memberProblem(Path, T, Field, MemberProblem::Const);
    if (const ArrayType *A = Ctx.getAsArrayType(T)) {
      const auto *CA = dyn_cast<ConstantArrayType>(A);
      if (!CA)
        return memberProblem(Path, T, Field, MemberProblem::NoConstantSize);
      Out.Aggregate = true;
      uint64_t N = CA->getZExtSize();
      for (uint64_t I = 0; I < N; ++I) {
        Out.Parts.emplace_back();
        if (!build(CA->getElementType(), "[" + std::to_string(I) + "]", Path,
                   Field, Out.Parts.back()))
          return false;
      }
      return true;
    }
    bool Complex = isStdComplex(T); // rule 6: one value
    if (const RecordDecl *RD = T->getAsRecordDecl(); RD && !Complex)
      return buildRecord(RD, T, Path, Field, Out);
    if (!T->isArithmeticType() && !Complex)
      return memberProblem(Path, T, Field, MemberProblem::NotArithmetic);
    if (!reductionOperatorApplies(Op, T)) {
      if (Diags) {
        Diags->report(Loc, DiagID::err_acc_reduction_operator_type)
            << spell(Op) << Path << T;
        noteMember(Field, Path);
      }
      return false;
    }
    if (++Scalars > MaxReductionScalars) {
      unsupported(Reduced, TypeProblem::TooManyScalars);
      return false;
    }
    return true;
  }

  bool buildRecord(const RecordDecl *RD, QualType T, const std::string &Path,
                   const FieldDecl *Field, ReductionPart &Out) {
    if (RD->isUnion())
      return memberProblem(Path, T, Field, MemberProblem::Union);
    if (const auto *CXX = dyn_cast<CXXRecordDecl>(RD)) {
      if (CXX->getNumBases())
        return unsupported(T, TypeProblem::Bases);
      if (!CXX->isAggregate())
        return unsupported(T, TypeProblem::NotAggregate);
    }
    Out.Aggregate = true;
    for (const FieldDecl *F : RD->fields()) {
      if (F->isUnnamedBitField())
        continue;
      bool Anonymous = F->isAnonymousStructOrUnion();
      std::string Access = Anonymous ? "" : "." + F->getName().str();
      Out.Parts.emplace_back();
      if (!build(F->getType(), Access, Path + Access, F, Out.Parts.back()))
        return false;
    }
    return true;
  }

  bool memberProblem(const std::string &Path, QualType T,
                     const FieldDecl *Field, MemberProblem Why) {
    if (Diags) {
      Diags->report(Loc, DiagID::err_acc_reduction_member_type)
          << Name << Path << T << unsigned(Why);
      noteMember(Field, Path);
    }
    return false;
  }

  bool unsupported(QualType T, TypeProblem Why) {
    if (Diags)
      Diags->report(Loc, DiagID::err_acc_reduction_type_unsupported)
          << Name << T << unsigned(Why) << MaxReductionScalars;
    return false;
  }

  void noteMember(const FieldDecl *Field, const std::string &Path) {
    if (Diags && Field)
      Diags->report(Field->getLocation(), DiagID::note_acc_reduction_member)
          << Path;
  }
};

} // namespace

std::optional<ReductionPart> reductionLayout(QualType T,
                                             OpenACCReductionOperator Op,
                                             const ASTContext &Ctx,
                                             Diagnoser *Diags,
                                             SourceLocation Loc,
                                             StringRef Name) {
  return LayoutBuilder(Op, Ctx, Diags, Loc, Name).run(T);
}

bool holdsWideFloat(const ReductionPart &P, const ASTContext &Ctx) {
  if (P.Aggregate)
    return llvm::any_of(P.Parts, [&](const ReductionPart &C) {
      return holdsWideFloat(C, Ctx);
    });
  QualType T = P.Type;
  if (const auto *C = T->getAs<ComplexType>())
    T = C->getElementType();
  isStdComplex(T, &T);
  return T->isRealFloatingType() && Ctx.getTypeSize(T) > 64;
}

const Decl *namespaceScopeDecl(const Decl *D) {
  while (D && !D->getDeclContext()->getRedeclContext()->isFileContext())
    D = dyn_cast<Decl>(D->getDeclContext());
  if (const auto *FD = dyn_cast_or_null<FunctionDecl>(D))
    if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
      return T;
  if (const auto *RD = dyn_cast_or_null<CXXRecordDecl>(D))
    if (const ClassTemplateDecl *T = RD->getDescribedClassTemplate())
      return T;
  return D;
}

namespace {

/// Rule 7: the declarations at namespace scope that the definitions for
/// type \p T need before them: its tag's, and for a class template's
/// specialization the template's and its type arguments' (recursively).
/// False (with the reason in \p Why) where they cannot be named there.
bool typePieces(QualType T, llvm::SmallVectorImpl<const Decl *> &Out,
                CombinerPlace::Kind &Why) {
  const TagDecl *TD = T.getCanonicalType()->getAsTagDecl();
  if (!TD)
    return true; // a built-in type
  if (const TagDecl *Def = TD->getDefinition())
    TD = Def;
  if (TD->getParentFunctionOrMethod()) {
    Why = CombinerPlace::LocalType;
    return false;
  }
  if (!TD->getIdentifier() && !TD->getTypedefNameForAnonDecl()) {
    Why = CombinerPlace::UnnamedType;
    return false;
  }
  const Decl *Pattern = TD;
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(TD)) {
    if (!Spec->isExplicitSpecialization())
      Pattern = Spec->getSpecializedTemplate();
    for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
      if (A.getKind() == TemplateArgument::Type &&
          !typePieces(A.getAsType(), Out, Why))
        return false;
  }
  Out.push_back(namespaceScopeDecl(Pattern));
  return true;
}

} // namespace

CombinerPlace combinerPlace(QualType T, const Decl *Template,
                            const ASTContext &Ctx) {
  llvm::SmallVector<const Decl *, 4> Pieces;
  CombinerPlace Place;
  if (!typePieces(T, Pieces, Place.K))
    return Place;
  // The last of the pieces: after it in the main file (one place for every
  // template), else before the template if it is declared there.
  const SourceManager &SM = Ctx.getSourceManager();
  const Decl *Last = nullptr;
  SourceLocation LastEnd;
  for (const Decl *D : Pieces) {
    SourceLocation End = SM.getExpansionRange(D->getEndLoc()).getEnd();
    if (!Last || SM.isBeforeInTranslationUnit(LastEnd, End)) {
      Last = D;
      LastEnd = End;
    }
  }
  if (!Last)
    return Place; // a built-in type: BeforeTemplate
  if (SM.isWrittenInMainFile(LastEnd)) {
    Place.K = CombinerPlace::AfterType;
    Place.After = Last;
  } else if (!SM.isBeforeInTranslationUnit(
                 LastEnd, SM.getExpansionLoc(Template->getBeginLoc()))) {
    Place.K = CombinerPlace::HeaderType;
  }
  return Place;
}

} // namespace accc::analysis
