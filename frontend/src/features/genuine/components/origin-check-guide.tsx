/**
 * How a buyer checks a box: Schaeffler's OriginCheck app for FAG and INA, and the World Bearing Association's
 * advice. Only what the app and the association say themselves: scan the code on the box, and when in doubt ask
 * the manufacturer or an authorised distributor; no promise of what a scan proves beyond that.
 */
export const OriginCheckGuide = () => (
  <section className="genuine-section" aria-labelledby="origin-check-heading">
    <h2 id="origin-check-heading">Kiểm tra hộp vòng bi FAG, INA bằng ứng dụng OriginCheck</h2>
    <p>
      Schaeffler, hãng sản xuất vòng bi FAG và INA, in trên nhãn hộp một mã hai chiều hình vuông (mã Data Matrix) để
      người mua kiểm tra nguồn gốc bằng ứng dụng <strong>OriginCheck</strong> của Schaeffler.
    </p>
    <ol className="genuine-steps">
      <li>
        <strong>Tìm mã trên hộp.</strong> Mã Data Matrix nằm trên nhãn của hộp. Hãy kiểm tra trước khi mở hộp và lắp
        đặt.
      </li>
      <li>
        <strong>Quét mã.</strong> Tải ứng dụng OriginCheck của Schaeffler từ App Store hoặc Google Play, mở ứng dụng và
        hướng camera vào mã Data Matrix.
      </li>
      <li>
        <strong>Đọc kết quả.</strong> Nếu ứng dụng xác nhận mã, mã trên hộp là mã do Schaeffler cấp; hãy đối chiếu thêm
        ký hiệu trên nhãn với ký hiệu khắc trên vòng bi. Nếu ứng dụng không xác nhận được mã, hoặc hộp không có mã, chưa
        nên kết luận ngay: hãy tạm chưa lắp đặt và liên hệ Schaeffler hoặc chúng tôi để được kiểm tra.
      </li>
    </ol>
    <h2>Khuyến cáo của Hiệp hội Vòng bi Thế giới (WBA)</h2>
    <p>Hiệp hội Vòng bi Thế giới (World Bearing Association, WBA) khuyến cáo người mua:</p>
    <ul className="genuine-advice">
      <li>chỉ mua vòng bi từ nhà sản xuất hoặc nhà phân phối được hãng ủy quyền;</li>
      <li>cảnh giác với giá thấp bất thường, bao bì in kém hoặc thông tin không khớp nhau;</li>
      <li>khi nghi ngờ, liên hệ trực tiếp nhà sản xuất hoặc nhà phân phối ủy quyền để xác minh.</li>
    </ul>
  </section>
);
